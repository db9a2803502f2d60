import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { JobStatusResponse } from '@studio/contracts/jobs';
import type { Story } from '@studio/contracts/stories-api';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

function job(overrides: Partial<JobStatusResponse>): JobStatusResponse {
  return {
    id: 'job-1', kind: 'write-story', status: 'running', progress: 0, message: null, result: null, error: null,
    created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z', ...overrides,
  };
}

function story(overrides: Partial<Story> = {}): Story {
  return {
    id: 'story-1', title: 'Mia and the Lost Kite', status: 'generating', idea: null, outline: null, pages: [], page_count: 8,
    failure_reason: null, job_id: 'job-1', created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-01T10:00:00.000Z',
    inputs: { characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group: '3-5', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en' },
    ...overrides,
  };
}

/** Answers the job status from a script, one answer per poll, the last one repeated. */
function scriptJob(answers: Array<Partial<JobStatusResponse>>, jobId = 'job-1') {
  let poll = 0;
  server.use(http.get(`/jobs/status/${jobId}`, () => HttpResponse.json(job({ id: jobId, ...answers[Math.min(poll++, answers.length - 1)] }))));
}

function open(path: string, storyOverrides: Partial<Story> = {}) {
  server.use(...accountHandlers(), http.get('/api/v1/stories/story-1', () => HttpResponse.json(story(storyOverrides))));
  signInAs();
  return renderApp(path);
}

describe('/story/generating', () => {
  it('shows the polled progress page by page, then goes to /build with the story', async () => {
    scriptJob([
      { progress: 5, message: 'Planned the pages' },
      { progress: 41, message: 'Wrote page 3 of 8' },
      { status: 'succeeded', progress: 100, message: 'Wrote page 8 of 8' },
    ]);
    const { router } = open('/story/generating?story_id=story-1&job_id=job-1');
    expect(await screen.findByText('Planned the pages')).toBeInTheDocument();
    expect(await screen.findByText('Wrote page 3 of 8', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Story progress' })).toHaveAttribute('aria-valuenow', '41');
    await waitFor(() => expect(router.state.location.pathname).toBe('/build'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?story_id=story-1');
  });

  it('shows why the writing failed and starts it again on retry', async () => {
    scriptJob([{ status: 'failed', error: "The text model's answer did not fit the story pages format after 3 tries." }]);
    scriptJob([{ status: 'running', progress: 20, message: 'Wrote page 1 of 8' }], 'job-2');
    const started: string[] = [];
    server.use(http.post('/api/v1/generate/complete-storybook', async ({ request }) => {
      started.push(((await request.json()) as { story_id: string }).story_id);
      return HttpResponse.json({ story_id: 'story-1', job_id: 'job-2' }, { status: 202 });
    }));
    const { router } = open('/story/generating?story_id=story-1&job_id=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent("The text model's answer did not fit the story pages format after 3 tries.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wrote page 1 of 8')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?story_id=story-1&job_id=job-2');
    expect(started).toEqual(['story-1']);
  });

  it('follows the running job when opened from the dashboard without one', async () => {
    scriptJob([{ progress: 30, message: 'Wrote page 2 of 8' }]);
    const { router } = open('/story/generating?story_id=story-1');
    expect(await screen.findByText('Wrote page 2 of 8')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?story_id=story-1&job_id=job-1');
  });

  it('offers to start writing an approved story, and shows a failed story’s reason with a retry', async () => {
    open('/story/generating?story_id=story-1', { status: 'failed', job_id: 'job-0', failure_reason: 'Page 2 did not pass the child-safety check (violence).' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Page 2 did not pass the child-safety check (violence).');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('writes the story with the built-in writer after the AI service failed, and follows that job', async () => {
    scriptJob([{ status: 'failed', error: 'The AI story-writing service failed (HTTP 500). No credits were taken. Please try again.' }]);
    scriptJob([{ status: 'failed', error: 'The story could not be written: the story no longer exists' }], 'job-2');
    scriptJob([{ status: 'running', progress: 20, message: 'Wrote page 1 of 8' }], 'job-3');
    const bodies: unknown[] = [];
    let next = 2;
    server.use(http.post('/api/v1/generate/complete-storybook', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ story_id: 'story-1', job_id: `job-${next++}` }, { status: 202 });
    }));
    const { router } = open('/story/generating?story_id=story-1&job_id=job-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI story-writing service failed (HTTP 500).');

    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Use the built-in writer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The built-in writer failed too (for another reason): trying again keeps to it, and it is not offered twice.
    expect(await screen.findByText('The story could not be written: the story no longer exists')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?story_id=story-1&job_id=job-2&engine=built-in');
    expect(screen.queryByRole('button', { name: 'Use the built-in writer' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Wrote page 1 of 8')).toBeInTheDocument();
    expect(bodies).toEqual([{ story_id: 'story-1', engine: 'built-in' }, { story_id: 'story-1', engine: 'built-in' }]);
  });
});
