import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ShareLink, SharedBook } from '@studio/contracts/share-links';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';
import { bookHandlers, screenIs } from './book-test-support';

const TOKEN = 'A'.repeat(43);
const picture = (n: number) => ({ url: `/media/shared/img-${n}/screen?exp=1&sig=s`, thumbnail_url: `/media/shared/img-${n}/thumb?exp=1&sig=s`, width: 1600, height: 1200 });
const sharedBook: SharedBook = {
  title: 'Mia and the Lost Kite',
  author: 'Grandpa Joe',
  cover: picture(0),
  dedication: null,
  belongs_to_page: false,
  pages: [1, 2, 3].map((n) => ({ page_number: n, text: `Mia looked for her kite on page ${n}.`, image: picture(n) })),
};

function link(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: 'link-1', story_id: 'story-1', label: 'for Grandma', author: null, path: `/read/${TOKEN}`, status: 'active',
    created_at: '2026-11-28T10:00:00.000Z', expires_at: '2026-12-28T10:00:00.000Z', revoked_at: null, opens: 3, last_opened_at: null, ...overrides,
  };
}

describe('/read/{token}: a shared book, signed out', () => {
  it('shows the book in the viewer with read-aloud and full screen, and nothing of the owner’s tools', async () => {
    screenIs('wide');
    server.use(http.get(`/api/v1/shared/${TOKEN}`, () => HttpResponse.json(sharedBook)));
    renderApp(`/read/${TOKEN}`);
    const cover = await screen.findByRole('article', { name: 'Cover' });
    expect(within(cover).getByRole('img', { name: 'Cover of Mia and the Lost Kite' })).toHaveAttribute('src', picture(0).url);
    expect(within(cover).getByText('by Grandpa Joe')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mia and the Lost Kite | Storybook studio'));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Page 1', 'Page 2']);
    expect(screen.getByRole('button', { name: 'Go to Page 3' })).toBeInTheDocument();
    for (const name of ['Edit Mode', 'Order prints', 'Export PDF', 'Share', 'Sign in']) expect(screen.queryByRole('button', { name }) ?? screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('has the pages before the story as the owner’s viewer does: “This book belongs to”, then the dedication', async () => {
    screenIs('wide');
    server.use(http.get(`/api/v1/shared/${TOKEN}`, () => HttpResponse.json({ ...sharedBook, dedication: 'For Mia, love Grandma', belongs_to_page: true })));
    renderApp(`/read/${TOKEN}`);
    await screen.findByRole('article', { name: 'Cover' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['This book belongs to', 'Dedication']);
    expect(screen.getByRole('article', { name: 'Dedication' })).toHaveTextContent('For Mia, love Grandma');
    // The thumbnails name them as the pages do.
    expect(screen.getByRole('button', { name: 'Go to This book belongs to' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to Dedication' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual(['Page 1', 'Page 2']);
  });

  it('says kindly that a link no longer works', async () => {
    server.use(http.get(`/api/v1/shared/${TOKEN}`, () => HttpResponse.json({ detail: 'gone', code: 'share_link_gone' }, { status: 404 })));
    renderApp(`/read/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This book link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(/Ask them to send you a new one/)).toBeInTheDocument();
  });
});

describe('sharing from the book page', () => {
  it('makes a link for someone, lists links with their opens and switches one off', async () => {
    screenIs('wide');
    bookHandlers();
    signInAs();
    const made: object[] = [];
    let links = [link()];
    server.use(
      http.get('/api/v1/stories/story-1/share-links', () => HttpResponse.json({ items: links })),
      http.post('/api/v1/stories/story-1/share-links', async ({ request }) => {
        made.push((await request.json()) as object);
        const created = link({ id: 'link-2', label: 'for the car', path: `/read/${'B'.repeat(43)}`, expires_at: null, opens: 0 });
        links = [created, ...links];
        return HttpResponse.json(created, { status: 201 });
      }),
      http.delete('/api/v1/stories/story-1/share-links/link-1', () => {
        links = links.map((candidate) => (candidate.id === 'link-1' ? { ...candidate, status: 'revoked' as const, revoked_at: '2026-11-28T11:00:00.000Z' } : candidate));
        return HttpResponse.json(links[1]);
      }),
    );
    renderApp('/book/story-1?share=1');
    const dialog = await screen.findByRole('dialog', { name: 'Share this book' });
    expect(await within(dialog).findByText(/Opened 3 times/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Who is it for?'), 'for the car');
    await userEvent.click(within(dialog).getByLabelText('No expiry'));
    await userEvent.click(within(dialog).getByLabelText('Show an author under the title'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a link and copy it' }));
    await waitFor(() => expect(made).toEqual([{ label: 'for the car', expires_in: 'never', author: null }]));
    expect(await within(dialog).findByLabelText('Your new link')).toHaveValue(`${window.location.origin}/read/${'B'.repeat(43)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off the link for Grandma' }));
    expect(await within(dialog).findByText('Switched off')).toBeInTheDocument();
  });
});
