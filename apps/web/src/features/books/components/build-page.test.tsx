import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JobStatusResponse } from '@studio/contracts/jobs';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { book, bookHandlers } from './book-test-support';

const job = (overrides: Partial<JobStatusResponse>): JobStatusResponse => ({
  id: 'job-1', kind: 'illustrate-book', status: 'running', progress: 0, message: null, result: null, error: null,
  created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z', ...overrides,
});

describe('/build', () => {
  it('shows the cost of the cover and every page against the balance, then draws and lands on the book', async () => {
    bookHandlers(book({ status: 'none', cover: null, pages: book().pages.map((page) => ({ ...page, image: null, versions: 0 })) }), 12);
    const requests: unknown[] = [];
    let polls = 0;
    const answers = [job({ progress: 20, message: 'Drew picture 1 of 5' }), job({ progress: 60, message: 'Drew picture 3 of 5' }), job({ status: 'succeeded', progress: 100 })];
    server.use(
      http.post('/api/v1/books/generate', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ job_id: 'job-1', story_id: 'story-1', num_images: 5, model: 'builtin' }, { status: 202 });
      }),
      http.get('/jobs/status/job-1', () => HttpResponse.json(answers[Math.min(polls++, answers.length - 1)])),
    );
    signInAs();
    const { router } = renderApp('/build?story_id=story-1');

    expect(await screen.findByTestId('build-cost')).toHaveTextContent('5 credits');
    expect(screen.getByTestId('build-balance')).toHaveTextContent('12 credits');
    expect(screen.getByText('Pictures (cover and 4 pages)')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/High quality/));
    await userEvent.click(screen.getByRole('button', { name: 'Illustrate my book' }));

    expect(requests).toEqual([{ story_id: 'story-1', options: { use_high_quality_mode: true } }]);
    expect(await screen.findByText('Drew picture 1 of 5')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/story-1'), { timeout: 4000 });
  });

  it('shows every page to read and edit before anything is drawn, and saves a change without starting the pictures', async () => {
    bookHandlers(book({ status: 'none', cover: null, pages: book().pages.map((page) => ({ ...page, image: null, versions: 0 })) }), 12);
    const generated: unknown[] = [];
    const saved: unknown[] = [];
    server.use(
      http.post('/api/v1/books/generate', async ({ request }) => {
        generated.push(await request.json());
        return HttpResponse.json({ job_id: 'job-1', story_id: 'story-1', num_images: 5, model: 'builtin' }, { status: 202 });
      }),
      http.patch('/api/v1/stories/story-1/pages/3', async ({ request }) => {
        const { text } = (await request.json()) as { text: string };
        saved.push(text);
        return HttpResponse.json({ page_number: 3, text });
      }),
    );
    signInAs();
    renderApp('/build?story_id=story-1');

    expect(await screen.findByRole('heading', { name: 'Read your story' })).toBeInTheDocument();
    for (const n of [1, 2, 3, 4]) expect(screen.getByLabelText(`Text of page ${n}`)).toHaveValue(`Mia looked for her kite on page ${n}.`);
    const page3 = screen.getByLabelText('Text of page 3');
    await userEvent.clear(page3);
    await userEvent.type(page3, 'Mia found the kite in the old oak tree.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Save text' })[2]!);
    await waitFor(() => expect(saved).toEqual(['Mia found the kite in the old oak tree.']));
    expect(await screen.findByTestId('build-cost')).toHaveTextContent('5 credits');
    expect(generated).toEqual([]);
  });

  it('says how many credits are missing and will not start', async () => {
    bookHandlers(book({ cover: null }), 3);
    signInAs();
    renderApp('/build?story_id=story-1');
    expect(await screen.findByText(/Not enough credits: need 5, have 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Illustrate my book' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/pricing#credit-packs');
    expect(screen.getByRole('link', { name: 'Change plan' })).toHaveAttribute('href', '/pricing');
  });

  it('after a run that failed part-way, offers to draw only the missing pictures, at their cost', async () => {
    bookHandlers(book({ status: 'failed', failure_reason: 'Some pictures could not be drawn', pictures_left: [3, 4] }), 12);
    const requests: unknown[] = [];
    server.use(
      http.post('/api/v1/books/generate', async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json({ job_id: 'job-1', story_id: 'story-1', num_images: 2, model: 'builtin' }, { status: 202 });
      }),
      http.get('/jobs/status/job-1', () => HttpResponse.json(job({ progress: 50, message: 'Drew picture 1 of 2' }))),
    );
    signInAs();
    renderApp('/build?story_id=story-1');
    expect(await screen.findByTestId('build-cost')).toHaveTextContent('2 credits');
    expect(screen.getByText('Pictures still to draw')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Draw the missing pictures' }));
    expect(requests).toEqual([{ story_id: 'story-1', options: { use_high_quality_mode: false } }]);
    expect(await screen.findByText('Drew picture 1 of 2')).toBeInTheDocument();
  });

  it('follows a run that is already drawing', async () => {
    bookHandlers(book({ status: 'generating', job_id: 'job-9', cover: null }));
    server.use(http.get('/jobs/status/job-9', () => HttpResponse.json(job({ id: 'job-9', progress: 40, message: 'Drew picture 2 of 5' }))));
    signInAs();
    renderApp('/build?story_id=story-1');
    expect(await screen.findByText('Drew picture 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Drawing the pictures' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByRole('button', { name: 'Illustrate my book' })).not.toBeInTheDocument();
  });

  it('shows the characters whose photos guide the pictures, in story order', async () => {
    bookHandlers(book({ character_photos: [
      { image_id: 'photo-rusty', character_index: 1, character_name: 'Rusty', url: '/media/rusty.webp' },
      { image_id: 'photo-maya', character_index: 0, character_name: 'Maya', url: '/media/maya.webp' },
    ] }));
    signInAs();
    renderApp('/build?story_id=story-1');
    const section = await screen.findByRole('region', { name: 'Meet the characters' });
    expect([...section.querySelectorAll('img')].map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Photo of Maya', '/media/maya.webp'],
      ['Photo of Rusty', '/media/rusty.webp'],
    ]);
  });

  it('has no characters section when no photo was added', async () => {
    bookHandlers(book());
    signInAs();
    renderApp('/build?story_id=story-1');
    expect(await screen.findByTestId('build-cost')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Meet the characters' })).not.toBeInTheDocument();
  });
});
