import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountHandlers } from '../../test/handlers';
import { server } from '../../test/msw-server';
import { renderApp, signInAs } from '../../test/render-app';

const notFound = () => HttpResponse.json({ detail: 'Story not found', code: 'not_found' }, { status: 404 });

describe('a book that does not exist', () => {
  it.each([
    ['/book/no-such-book', '/dashboard', 'Back to my stories'],
    ['/print-order/no-such-book', '/dashboard', 'Back to my stories'],
    ['/print-order/uploaded-book/no-such-book', '/uploaded-books', 'Back to my uploaded books'],
  ])('%s says so in plain words and offers the way back', async (path, back, label) => {
    server.use(...accountHandlers());
    server.use(http.get('/api/v1/books/no-such-book', notFound), http.get('/api/v1/uploaded-books/no-such-book', notFound), http.get('/api/v1/print-orders/options', notFound));
    signInAs();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'We could not find this book' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Story not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', back);
  });
});
