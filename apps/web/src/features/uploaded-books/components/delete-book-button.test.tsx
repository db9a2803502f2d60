import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const book: UploadedBook = {
  id: 'book-1', title: 'Our Summer', description: '', status: 'ready', rejection_reason: null, file_name: 'summer.pdf', size_bytes: 1_200_000,
  page_count: 12, paper_size: 'a4', preflight: 'pass', analysis: null, job_id: null, preview_pages: 12, preview_page_count: 12, thumbnail_url: null, previews: [],
  download_url: '/media/summer.pdf', download_name: 'Our Summer.pdf', created_at: '2026-11-26T10:00:00.000Z', updated_at: '2026-11-26T10:00:00.000Z',
};

/**
 * The API as it is: once deleted, the book is gone from the list and answers 404. The list then comes
 * slowly, as it did on a busy server, so the book's 404 arrives first.
 */
function bookHandlers() {
  let deleted = false;
  return [
    http.get('/api/v1/uploaded-books', async () => {
      if (deleted) await delay(300);
      return HttpResponse.json({ items: deleted ? [] : [book], total: deleted ? 0 : 1, page: 1, per_page: 10 });
    }),
    http.get('/api/v1/uploaded-books/book-1', () => (deleted ? HttpResponse.json({ code: 'not_found', detail: 'Uploaded book not found' }, { status: 404 }) : HttpResponse.json(book))),
    http.delete('/api/v1/uploaded-books/book-1', () => {
      deleted = true;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('deleting an uploaded book', () => {
  it('goes back to the list once it is deleted, rather than showing the deleted book’s "not found"', async () => {
    server.use(...accountHandlers(), ...bookHandlers());
    signInAs();
    const { router } = renderApp('/uploaded-books?book=book-1');
    await screen.findByRole('heading', { name: 'Our Summer' });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete book' }));

    expect(await screen.findByRole('heading', { name: 'No uploaded books yet' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Uploaded book not found')).not.toBeInTheDocument();
  });
});
