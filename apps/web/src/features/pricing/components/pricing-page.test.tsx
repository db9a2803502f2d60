import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CreditPackage } from '@studio/contracts/billing';
import { bookCreditCosts } from '@studio/contracts/books';
import { makePlan } from '../../../test/fixtures';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { asVisitor, renderApp, signInAs } from '../../../test/render-app';

const PLANS = [makePlan('free', 'Free', 0, 10, 0), makePlan('pro', 'Pro', 999, 100, 1), makePlan('premium', 'Premium', 1999, 300, 2)];
const PACKAGES: CreditPackage[] = [{ id: 'pack-50', name: 'Starter pack', credits: 50, price_cents: 499, currency: 'gbp' }];

const catalogue = [http.get('/api/v1/plans', () => HttpResponse.json(PLANS)), http.get('/api/v1/credits/packages', () => HttpResponse.json(PACKAGES))];
const card = (name: string) => screen.findByRole('region', { name: `${name} plan` });

describe('/pricing', () => {
  it('shows the plans from the API with features and prices, and the credit packs, to visitors', async () => {
    server.use(...catalogue);
    asVisitor();
    renderApp('/pricing');
    const pro = await card('Pro');
    expect(within(pro).getByText('£9.99')).toBeInTheDocument();
    expect(within(pro).getByText('Custom character images')).toBeInTheDocument();
    expect(within(await card('Free')).getByText('Free', { selector: 'span' })).toBeInTheDocument();
    expect(within(await card('Premium')).getByText('£19.99')).toBeInTheDocument();
    const pack = screen.getByRole('region', { name: 'Starter pack' });
    expect(within(pack).getByText(/£4\.99, once/)).toBeInTheDocument();
  });

  it('says what a credit buys, from the costs the server gives', async () => {
    server.use(...catalogue, http.get('/api/v1/books/credit-costs', () => HttpResponse.json(bookCreditCosts({ standard: 2, high_quality: 5 }))));
    asVisitor();
    renderApp('/pricing');
    const buys = await screen.findByRole('region', { name: 'What a credit buys' });
    expect(buys).toHaveTextContent('A picture costs 2 credits: an 8-page book has 9 pictures (the cover and one per page), so it costs 18 credits');
    expect(within(buys).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['8-page book: 18 credits', '16-page book: 34 credits', '24-page book: 50 credits']);
  });

  it('asks a visitor to sign in before choosing, and comes back to /pricing', async () => {
    server.use(...catalogue);
    asVisitor();
    const { router } = renderApp('/pricing');
    await userEvent.click(within(await card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/pricing' });
    expect(await screen.findByText('Sign in or create an account to choose a plan or buy credits.')).toBeInTheDocument();
  });

  it('marks the current plan and offers an upgrade and a switch', async () => {
    server.use(...catalogue, ...accountHandlers({ subscription: { plan: { type: 'pro', name: 'Pro' }, plan_id: 'plan-pro', plan_name: 'Pro', status: 'active', cancel_at_period_end: false, next_plan: null } }));
    signInAs();
    renderApp('/pricing');
    const pro = await card('Pro');
    await waitFor(() => expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled());
    expect(within(pro).getByText('Your plan')).toBeInTheDocument();
    expect(within(await card('Premium')).getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(within(await card('Free')).getByRole('button', { name: 'Switch to Free' })).toBeEnabled();
  });

  it('activates Free at once and welcomes it on the dashboard', async () => {
    let subscribed = false;
    const free = { plan: { type: 'free', name: 'Free' }, plan_id: 'plan-free', plan_name: 'Free', status: 'active', current_credits: 10 };
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => (subscribed ? HttpResponse.json(free) : HttpResponse.json({ detail: 'No subscription' }, { status: 404 }))),
      http.get('/api/v1/subscriptions/subscription/status', () =>
        HttpResponse.json(subscribed ? { has_plan: true, is_free_plan: true, needs_plan_selection: false } : { has_plan: false, is_free_plan: true, needs_plan_selection: true }),
      ),
      http.post('/api/v1/subscriptions/subscribe', async ({ request }) => {
        expect(await request.json()).toEqual({ plan_id: 'plan-free', return_path: '/pricing' });
        subscribed = true;
        return HttpResponse.json({ outcome: 'activated', message: 'Your Free plan is active.', subscription: free, payment_id: null, checkout_url: null });
      }),
      ...catalogue,
      ...accountHandlers(),
    );
    signInAs();
    const { router } = renderApp('/pricing');
    await userEvent.click(within(await card('Free')).getByRole('button', { name: 'Start for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('dialog', { name: 'Free Plan Activated!' })).toBeInTheDocument();
  });

  const checkoutHandlers = () => [
    ...catalogue,
    ...accountHandlers(),
    http.post('/api/v1/subscriptions/subscribe', () =>
      HttpResponse.json({ outcome: 'payment_required', message: 'Pay', subscription: null, payment_id: 'pay-1', checkout_url: '/checkout/test/pay-1' }),
    ),
    http.post('/api/v1/credits/purchase/pack-50', () => HttpResponse.json({ payment_id: 'pay-2', checkout_url: '/checkout/test/pay-2' })),
    http.get('/api/v1/payments/:id', ({ params }) =>
      HttpResponse.json({ id: params.id, purpose: 'subscription', description: 'Pro plan: monthly subscription', amount_cents: 999, currency: 'gbp', status: 'pending', provider: 'test', return_path: '/pricing', created_at: '2026-01-01T00:00:00Z' }),
    ),
  ];

  it('sends a paid plan to checkout', async () => {
    server.use(...checkoutHandlers());
    signInAs();
    const { router } = renderApp('/pricing');
    await userEvent.click(within(await card('Pro')).getByRole('button', { name: 'Choose Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test/pay-1'));
  });

  it('sends a credit pack to checkout', async () => {
    server.use(...checkoutHandlers());
    signInAs();
    const { router } = renderApp('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy 50 credits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/test/pay-2'));
  });

  it("shows the server's detail when choosing fails", async () => {
    server.use(...catalogue, ...accountHandlers(), http.post('/api/v1/subscriptions/subscribe', () => HttpResponse.json({ detail: 'You already have a plan' }, { status: 409 })));
    signInAs();
    renderApp('/pricing');
    await userEvent.click(within(await card('Premium')).getByRole('button', { name: 'Choose Premium' }));
    expect(await screen.findByText('You already have a plan')).toBeInTheDocument();
  });
});
