import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const entry = (id: string, delta: number, held_delta: number, balance_after: number, held_after: number, description: string) => ({
  id, delta, kind: 'image_generation', reference: id, description, balance_after, held_delta, held_after, created_at: '2026-11-20T10:00:00Z',
});

describe('/profile credit history', () => {
  it('shows a book’s hold, the pictures paid from it and its release, with the free balance and what is held', async () => {
    server.use(
      ...accountHandlers({
        transactions: [
          { ...entry('t4', 0, -2, 8, 0, 'Credits not needed for the pictures of “Mia”'), kind: 'hold_release' },
          entry('t3', -1, -1, 8, 2, 'Picture for page 1 of “Mia”'),
          { ...entry('t2', 0, 3, 9, 3, 'Held for 3 pictures of “Mia”'), kind: 'credit_hold' },
        ],
      }),
    );
    signInAs();
    renderApp('/profile');
    const history = await screen.findByRole('region', { name: 'Credit history' });
    const row = async (text: string) => (await within(history).findByText(text)).closest('tr')!;
    expect(await row('Held for 3 pictures of “Mia”')).toHaveTextContent(/3 held63 held$/);
    expect(await row('Picture for page 1 of “Mia”')).toHaveTextContent(/−162 held$/);
    expect(await row('Credits not needed for the pictures of “Mia”')).toHaveTextContent(/2 released8$/);
  });
});
