import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@studio/contracts/billing';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { renderApp, signInAs } from '../../../test/render-app';

const payment = (status: Payment['status'] = 'pending'): Payment => ({
  id: 'pay-1', purpose: 'credit_package', description: 'Starter pack: 50 credits', amount_cents: 499, currency: 'gbp', status,
  provider: 'test', return_path: '/pricing', created_at: '2026-01-01T00:00:00Z',
});
const catalogue = [http.get('/api/v1/plans', () => HttpResponse.json([])), http.get('/api/v1/credits/packages', () => HttpResponse.json([]))];

describe('test-mode checkout', () => {
  it('says plainly that nothing is charged and shows what is being paid', async () => {
    server.use(...accountHandlers(), http.get('/api/v1/payments/pay-1', () => HttpResponse.json(payment())));
    signInAs();
    renderApp('/checkout/test/pay-1');
    expect(await screen.findByRole('note')).toHaveTextContent('Test mode — no real charge');
    expect(await screen.findByText('Starter pack: 50 credits')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £4.99' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('Pay confirms, returns to where the customer came from with a toast, and raises the badge', async () => {
    let paid = false;
    server.use(
      http.get('/api/v1/credits/balance', () => HttpResponse.json({ balance: paid ? 60 : 10, subscription_credits: 10, credits_used_this_period: 0, available_credits: paid ? 60 : 10 })),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(payment())),
      http.post('/api/v1/payments/test/pay-1/confirm', () => {
        paid = true;
        return HttpResponse.json(payment('paid'));
      }),
      ...catalogue,
      ...accountHandlers(),
    );
    signInAs();
    const { router } = renderApp('/checkout/test/pay-1');
    const nav = () => screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav()).findByText('10 credits')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £4.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(await screen.findByText('Payment complete. Thank you!')).toBeInTheDocument();
    // /pricing has its own layout: read the header anew.
    expect(await within(nav()).findByText('60 credits')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('Cancel cancels and goes back with a toast', async () => {
    server.use(
      ...catalogue,
      ...accountHandlers(),
      http.get('/api/v1/payments/pay-1', () => HttpResponse.json(payment())),
      http.post('/api/v1/payments/test/pay-1/cancel', () => HttpResponse.json(payment('cancelled'))),
    );
    signInAs();
    const { router } = renderApp('/checkout/test/pay-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(await screen.findByText('Payment cancelled. Nothing was charged.')).toBeInTheDocument();
  });

  it('offers no Pay button for a payment already settled', async () => {
    server.use(...accountHandlers(), http.get('/api/v1/payments/pay-1', () => HttpResponse.json(payment('paid'))));
    signInAs();
    renderApp('/checkout/test/pay-1');
    expect(await screen.findByText('This payment is already paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
