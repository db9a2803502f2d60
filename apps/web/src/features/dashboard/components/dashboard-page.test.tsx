import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@studio/contracts/constants';
import type { StoryListItem, StoryStatus, StorySummary } from '@studio/contracts/stories-api';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

function story(id: string, title: string, status: StoryStatus, extra: Partial<StoryListItem> = {}): StoryListItem {
  return {
    id, title, status, age_group: '3-5', story_length: 'short', page_count: 8, pages_written: status === 'complete' ? 8 : 0, job_id: null,
    series_id: id, cast: ['Mia'], created_at: '2025-03-01T10:00:00.000Z', updated_at: '2025-03-02T10:00:00.000Z', ...extra,
  };
}

const STORIES = [
  story('s-draft', 'Mia and the Moon', 'idea_ready'),
  story('s-writing', 'Pip Finds a Friend', 'generating', { job_id: 'job-7', pages_written: 3 }),
  story('s-done', 'The Snowy Picnic', 'complete'),
];

function summaryOf(items: StoryListItem[]): StorySummary {
  return {
    total: items.length, drafts: 1, in_progress: 1, completed: 1, pages_written: 11,
    by_status: { draft: 0, idea_ready: 1, approved: 0, generating: 1, complete: 1, failed: 0 }, recent: items,
  };
}

function showDashboard(items: StoryListItem[]) {
  const filterRequests: string[] = [];
  const byKind: Record<string, StoryStatus[]> = { draft: ['draft', 'idea_ready'], in_progress: ['approved', 'generating', 'failed'], completed: ['complete'] };
  server.use(
    ...accountHandlers(),
    http.get('/api/v1/stories/summary', () => HttpResponse.json(summaryOf(items))),
    http.get('/api/v1/stories/filter', ({ request }) => {
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind') ?? 'all';
      filterRequests.push(url.search);
      const shown = kind === 'all' ? items : items.filter((item) => byKind[kind]?.includes(item.status));
      return HttpResponse.json({ kind, items: shown, total: shown.length, skip: 0, limit: 1000 });
    }),
  );
  window.localStorage.setItem(STORAGE_KEYS.hasSeenFreePlanModal, 'true');
  signInAs({ full_name: 'Ada Lovelace' });
  return { ...renderApp('/dashboard'), filterRequests };
}

describe('dashboard', () => {
  it('invites the first story when there are none', async () => {
    showDashboard([]);
    expect(await screen.findByRole('heading', { name: 'Your first story is waiting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first story' })).toHaveAttribute('href', '/story/details');
    expect(screen.getByText('Hello, Ada!')).toBeInTheDocument();
  });

  it('shows the summary figures and every story with where it continues', async () => {
    showDashboard(STORIES);
    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(screen.getByLabelText('Pages written: 11')).toBeInTheDocument();
    expect(screen.getByLabelText('Stories: 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'Continue: Mia and the Moon' })).toHaveAttribute('href', '/story/details?story_id=s-draft');
    expect(within(list).getByRole('link', { name: 'See progress: Pip Finds a Friend' })).toHaveAttribute('href', '/story/generating?story_id=s-writing&job_id=job-7');
    expect(within(list).getByRole('link', { name: 'Open: The Snowy Picnic' })).toHaveAttribute('href', '/build?story_id=s-done');
    expect(within(list).getByText(/3 of 8 pages/)).toBeInTheDocument();
    expect(within(list).getByText('Writing…')).toBeInTheDocument();
  });

  it('filters by drafts, in progress and completed through the filter endpoint', async () => {
    const { filterRequests } = showDashboard(STORIES);
    await screen.findByRole('list', { name: 'Stories' });
    expect(screen.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: /^Completed/ }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'The Snowy Picnic' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Completed/ })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: /^Drafts/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The Snowy Picnic' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Mia and the Moon' })).toBeInTheDocument();
    expect(filterRequests).toEqual(['?kind=all&skip=0&limit=1000', '?kind=completed&skip=0&limit=1000', '?kind=draft&skip=0&limit=1000']);
  });

  it('pages through more stories than one answer holds (the filter answers at most 1000)', async () => {
    const { filterRequests } = showDashboard(STORIES);
    // The server's page here is two stories; the dashboard asks for the next page when told there are more.
    server.use(
      http.get('/api/v1/stories/filter', ({ request }) => {
        const url = new URL(request.url);
        filterRequests.push(url.search);
        const skip = Number(url.searchParams.get('skip'));
        return HttpResponse.json({ kind: 'all', items: STORIES.slice(skip, skip + 2), total: STORIES.length, skip, limit: 1000 });
      }),
    );
    const list = await screen.findByRole('list', { name: 'Stories' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Show more stories' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Stories' })).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more stories' })).not.toBeInTheDocument();
    expect(filterRequests).toEqual(['?kind=all&skip=0&limit=1000', '?kind=all&skip=2&limit=1000']);
  });

  it('shows the books of a series together under one header, in order, each reached from the keyboard', async () => {
    const series = { series_id: 'm1', cast: ['Mia', 'Pip'] };
    showDashboard([
      story('m2', 'Mia and Pip at Sea', 'complete', { ...series, created_at: '2025-03-05T10:00:00.000Z' }),
      story('s-draft', 'The Snowy Picnic', 'idea_ready'),
      story('m1', 'Mia and Pip in the Woods', 'complete', { ...series, created_at: '2025-03-01T10:00:00.000Z' }),
      story('m3', 'Mia and Pip Fly', 'idea_ready', { ...series, created_at: '2025-03-09T10:00:00.000Z' }),
    ]);
    const list = await screen.findByRole('list', { name: 'Stories' });
    const group = within(list).getByRole('region', { name: 'Mia and Pip — 3 books' });
    const books = within(group).getByRole('list', { name: 'Mia and Pip, in order' });
    expect(within(books).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Mia and Pip in the Woods', 'Mia and Pip at Sea', 'Mia and Pip Fly']);
    expect(within(books).getByText('Book 2')).toBeInTheDocument();
    // The series stands where its latest-changed book stood, before the story on its own.
    expect(list.children).toHaveLength(2);
    expect(list.children[0]).toContainElement(group);
    expect(within(list.children[1] as HTMLElement).getByRole('heading', { level: 3, name: 'The Snowy Picnic' })).toBeInTheDocument();

    const firstBook = within(books).getByRole('link', { name: 'Open: Mia and Pip in the Woods' });
    for (let tab = 0; tab < 40 && document.activeElement !== firstBook; tab += 1) await userEvent.tab();
    expect(firstBook).toHaveFocus();
  });

  it("shows the server's detail when the stories cannot be loaded", async () => {
    showDashboard(STORIES);
    server.use(http.get('/api/v1/stories/summary', () => HttpResponse.json({ detail: 'The library is closed', code: 'x' }, { status: 500 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('The library is closed');
  });
});

describe('deleting a story', () => {
  it('asks first, naming the story, then deletes it and refreshes the list', async () => {
    const items = [...STORIES];
    showDashboard(items);
    const deleted: string[] = [];
    server.use(
      http.delete('/api/v1/stories/:id', ({ params }) => {
        deleted.push(String(params.id));
        items.splice(items.findIndex((item) => item.id === params.id), 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await screen.findByRole('list', { name: 'Stories' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete “The Snowy Picnic”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “The Snowy Picnic”?' });
    expect(dialog).toHaveTextContent('cannot be undone');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the story' }));
    expect(deleted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete “The Snowy Picnic”' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete story' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'The Snowy Picnic' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['s-done']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the story and says why when the server refuses', async () => {
    showDashboard(STORIES);
    server.use(
      http.delete('/api/v1/stories/:id', () =>
        HttpResponse.json({ detail: 'This story is in a print order that is not finished yet', code: 'conflict' }, { status: 409 }),
      ),
    );
    await screen.findByRole('list', { name: 'Stories' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete “The Snowy Picnic”' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete story' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This story is in a print order that is not finished yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the story' }));
    expect(await screen.findByRole('heading', { name: 'The Snowy Picnic' })).toBeInTheDocument();
  });
});
