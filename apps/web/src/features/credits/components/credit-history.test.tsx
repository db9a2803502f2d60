import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CREDIT_TRANSACTIONS_LIMIT } from '@studio/contracts/constants';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const entry = (id: string, delta: number, held_delta: number, balance_after: number, held_after: number, description: string, reference = id) => ({
  id, delta, kind: 'image_generation', reference, description, balance_after, held_delta, held_after, created_at: '2026-11-20T10:00:00Z',
});
const lines = async () => within(await screen.findByRole('list', { name: 'Credit history' }, { timeout: 15_000 })).getAllByRole('listitem').filter((item) => item.parentElement?.getAttribute('aria-label') === 'Credit history');

describe('/profile credit history', () => {
  it('shows a book’s hold, pictures and release as one line whose balance moves, with each entry on request', async () => {
    server.use(
      ...accountHandlers({
        transactions: [
          { ...entry('t5', 0, -1, 8, 0, 'Credits not needed for the pictures of “Mia”', 'book:s1:run'), kind: 'hold_release' },
          entry('t4', -1, -1, 8, 1, 'Picture for page 1 of “Mia”', 'image:s1:page-1:v1'),
          entry('t3', -1, -1, 9, 2, 'Picture for the cover of “Mia”', 'image:s1:cover:v1'),
          { ...entry('t2', 0, 3, 10, 3, 'Held for 3 pictures of “Mia”', 'book:s1:run'), kind: 'credit_hold' },
          { ...entry('t1', 10, 0, 10, 0, 'Free plan credits', 'grant:1'), kind: 'subscription_grant' },
        ],
      }),
    );
    signInAs();
    renderApp('/profile');
    const [book, grant] = await lines();
    expect(book).toHaveTextContent('Pictures for “Mia” (2 pictures)');
    expect(book).toHaveTextContent(/Credits: −2Balance: 8$/);
    expect(grant).toHaveTextContent(/Free plan credits.*Credits: \+10Balance: 10$/);
    await userEvent.click(within(book!).getByText('Each entry'));
    expect(within(book!).getByText('Held for 3 pictures of “Mia”').nextSibling).toHaveTextContent('3 held');
    expect(within(book!).getByText('Credits not needed for the pictures of “Mia”').nextSibling).toHaveTextContent('1 released');
  });

  it('shows older entries a page at a time', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...entry(`g${from + i}`, 1, 0, 500 - from - i, 0, `Gift ${from + i}`, `gift:${from + i}`), kind: 'admin_adjustment' }));
    const asked: string[] = [];
    server.use(...accountHandlers());
    server.use(
      http.get('/api/v1/credits/transactions', ({ request }) => {
        const offset = Number(new URL(request.url).searchParams.get('offset') ?? 0);
        asked.push(String(offset));
        return HttpResponse.json({ items: offset === 0 ? page(0, CREDIT_TRANSACTIONS_LIMIT) : page(offset, 3) });
      }),
    );
    signInAs();
    renderApp('/profile');
    expect(await lines()).toHaveLength(CREDIT_TRANSACTIONS_LIMIT);
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    expect(await screen.findByText(`Gift ${CREDIT_TRANSACTIONS_LIMIT + 2}`)).toBeInTheDocument();
    expect(await lines()).toHaveLength(CREDIT_TRANSACTIONS_LIMIT + 3);
    expect(screen.queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(asked).toEqual(['0', String(CREDIT_TRANSACTIONS_LIMIT)]);
  });
});
