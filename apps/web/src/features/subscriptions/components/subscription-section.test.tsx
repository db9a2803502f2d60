import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../lib/session-store';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const pro = (overrides: object = {}) => ({
  id: 'sub-1', plan: { type: 'pro', name: 'Pro' }, plan_id: 'plan-pro', plan_name: 'Pro', status: 'active',
  current_period_start: '2026-03-01T00:00:00.000Z', current_period_end: '2026-04-01T00:00:00.000Z', cancel_at_period_end: false, next_plan: null, current_credits: 90,
  ...overrides,
});
const section = () => screen.findByRole('region', { name: 'Your plan' });
/**
 * Waits until `find` succeeds in the plan section as it is at each try. A section found once and held
 * would be stale after the page mounts again (ProtectedRoute shows its loader while the session is
 * checked, e.g. during a token refresh), and a find inside it could then never succeed.
 */
const inSection = <T,>(find: (plan: HTMLElement) => T) => waitFor(() => find(screen.getByRole('region', { name: 'Your plan' })));

async function confirmCancel() {
  await userEvent.click(await inSection((plan) => within(plan).getByRole('button', { name: 'Cancel subscription' })));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your Pro plan?' });
  expect(dialog).toHaveTextContent('until 1 April 2026');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
}

describe('/profile plan section', () => {
  it('shows the plan and when it renews, and the credit history', async () => {
    server.use(
      ...accountHandlers({
        subscription: pro(),
        transactions: [{ id: 't1', delta: 100, kind: 'subscription_grant', reference: 'r', description: 'Pro plan: monthly credits', balance_after: 100, held_delta: 0, held_after: 0, created_at: '2026-03-01T00:00:00Z' }],
      }),
    );
    signInAs();
    renderApp('/profile');
    expect(await inSection((plan) => within(plan).getByText('Pro'))).toBeInTheDocument();
    expect(within(await section()).getByText('Renews on 1 April 2026.')).toBeInTheDocument();
    const history = await screen.findByRole('region', { name: 'Credit history' });
    expect(await within(history).findByText('Pro plan: monthly credits')).toBeInTheDocument();
    expect(within(history).getByText('+100')).toBeInTheDocument();
  });

  it('cancels after confirmation; the plan then shows when it ends', async () => {
    let cancelled = false;
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => HttpResponse.json(pro({ cancel_at_period_end: cancelled }))),
      http.post('/api/v1/subscriptions/cancel', () => {
        cancelled = true;
        return HttpResponse.json({ message: 'Your Pro plan is cancelled. It stays active until 1 April 2026.', subscription: pro({ cancel_at_period_end: true }) });
      }),
      ...accountHandlers(),
    );
    signInAs();
    renderApp('/profile');
    await confirmCancel();
    expect(await screen.findByText('Your Pro plan is cancelled. It stays active until 1 April 2026.')).toBeInTheDocument();
    expect(await inSection((plan) => within(plan).getByText('Active until 1 April 2026; it will not renew.'))).toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it("shows the server's detail when cancelling fails, else 'Failed to cancel subscription'", async () => {
    let answer: 'detail' | 'network' = 'detail';
    server.use(
      ...accountHandlers({ subscription: pro() }),
      http.post('/api/v1/subscriptions/cancel', () =>
        answer === 'detail' ? HttpResponse.json({ detail: 'Your subscription is already cancelled' }, { status: 409 }) : HttpResponse.error(),
      ),
    );
    signInAs();
    renderApp('/profile');
    await confirmCancel();
    expect(await inSection((plan) => within(plan).getByText('Your subscription is already cancelled'))).toBeInTheDocument();
    answer = 'network';
    await confirmCancel();
    expect(await inSection((plan) => within(plan).getByText('Failed to cancel subscription'))).toBeInTheDocument();
  });

  it("says 'Failed to load subscription data' when it cannot be loaded, also after the session is checked again meanwhile", async () => {
    server.use(http.get('/api/v1/subscriptions/subscription', () => HttpResponse.json({ detail: 'boom' }, { status: 500 })), ...accountHandlers());
    signInAs();
    renderApp('/profile');
    const first = await section();
    // A session check (a token refresh) while the plan loads: the signed-in pages make way for the loader, then come back.
    act(() => useSessionStore.setState({ isSessionFetching: true }));
    act(() => useSessionStore.setState({ isSessionFetching: false }));
    expect(await inSection((plan) => within(plan).getByText(/Failed to load subscription data/))).toBeInTheDocument();
    expect(first.isConnected).toBe(false);
  });

  it('offers the plans when there is no subscription', async () => {
    server.use(...accountHandlers({ subscription: null }));
    signInAs();
    renderApp('/profile');
    expect(await inSection((plan) => within(plan).getByRole('link', { name: 'View plans' }))).toHaveAttribute('href', '/pricing');
  });
});
