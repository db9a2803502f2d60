import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditTransactions, Subscription } from '@studio/contracts/billing';
import { jobs, payments } from '../../src/db/schema';
import { spendCredits } from '../../src/modules/credits/spend';
import { RENEW_SUBSCRIPTIONS_JOB } from '../../src/modules/subscriptions/renewal-job';
import { renewDueSubscriptions } from '../../src/modules/subscriptions/renewals';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { signUp } from '../support/accounts';
import { balanceOf, buyPackage, confirmTestPayment, DAY_MS, planOfType, signInAgain, subscribeTo, switchToPlan } from '../support/billing';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

type Auth = Awaited<ReturnType<typeof signUp>>;
const statusOf = async (auth: Auth) => (await apiAs(product, auth).get('/api/v1/subscriptions/subscription/status')).json();
const subscriptionOf = async (auth: Auth) => (await apiAs(product, auth).get('/api/v1/subscriptions/subscription')).json() as Subscription;
const transactionsOf = async (auth: Auth) => ((await apiAs(product, auth).get('/api/v1/credits/transactions')).json() as CreditTransactions).items;

/** Moves the clock just past the customer's period end and runs the renewal service the job runs. */
async function passPeriodEnd(auth: Auth) {
  const { current_period_end } = await subscriptionOf(auth);
  product.clock.set(new Date(Date.parse(current_period_end) + 60_000));
  await signInAgain(product, auth);
  return renewDueSubscriptions(product.context);
}

describe('a new account', () => {
  it('has no plan and must choose one', async () => {
    const auth = await signUp(product);
    expect(await statusOf(auth)).toEqual({ has_plan: false, is_free_plan: true, needs_plan_selection: true });
    const subscription = await apiAs(product, auth).get('/api/v1/subscriptions/subscription');
    expect(subscription.statusCode).toBe(404);
    expect(subscription.json().detail).toBe('No subscription');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 0, subscription_credits: 0, credits_used_this_period: 0, available_credits: 0 });
  });

  it('needs to sign in for every subscription endpoint', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/subscriptions/subscription/status'],
      ['GET', '/api/v1/subscriptions/subscription'],
      ['GET', '/api/v1/subscriptions/credits/balance'],
      ['POST', '/api/v1/subscriptions/subscribe'],
      ['POST', '/api/v1/subscriptions/cancel'],
    ] as const) {
      expect((await product.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });
});

describe('POST /api/v1/subscriptions/subscribe', () => {
  it('activates the free plan at once with its monthly credits', async () => {
    const auth = await signUp(product);
    const free = await planOfType(product, 'free');
    const response = await subscribeTo(product, auth, 'free');
    expect(response).toMatchObject({ outcome: 'activated', payment_id: null, checkout_url: null });
    expect(response.subscription).toMatchObject({ plan: { type: 'free', name: 'Free' }, plan_id: free.id, plan_name: 'Free', status: 'active', cancel_at_period_end: false, current_credits: 10 });
    const start = Date.parse(response.subscription!.current_period_start);
    expect(start).toBe(product.clock.now().getTime());
    expect(Date.parse(response.subscription!.current_period_end) - start).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect(await statusOf(auth)).toEqual({ has_plan: true, is_free_plan: true, needs_plan_selection: false });
    expect(await subscriptionOf(auth)).toEqual(response.subscription);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 10, subscription_credits: 10, credits_used_this_period: 0, available_credits: 10 });
  });

  it('refuses to choose the plan you are on, an unknown plan and a missing plan_id', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const again = await apiAs(product, auth).post('/api/v1/subscriptions/subscribe', { plan_id: (await planOfType(product, 'free')).id });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You are already on the Free plan');
    expect((await apiAs(product, auth).post('/api/v1/subscriptions/subscribe', { plan_id: '00000000-0000-0000-0000-000000000000' })).json()).toMatchObject({ code: 'not_found', detail: 'Plan not found' });
    expect((await apiAs(product, auth).post('/api/v1/subscriptions/subscribe', {})).statusCode).toBe(422);
    expect((await balanceOf(product, auth)).balance).toBe(10);
  });

  it('starts a test-mode payment for a paid plan and activates it only when paid', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const pro = await planOfType(product, 'pro');
    const started = await subscribeTo(product, auth, 'pro');
    expect(started).toMatchObject({ outcome: 'payment_required', subscription: null, checkout_url: `/checkout/test/${started.payment_id}` });
    const payment = (await apiAs(product, auth).get(`/api/v1/payments/${started.payment_id}`)).json();
    expect(payment).toMatchObject({ purpose: 'subscription', amount_cents: pro.price_cents, currency: pro.currency, status: 'pending', provider: 'test' });
    expect((await subscriptionOf(auth)).plan.type).toBe('free');

    const confirmed = await confirmTestPayment(product, auth, started.payment_id!);
    expect(confirmed.json()).toMatchObject({ status: 'paid' });
    expect(await subscriptionOf(auth)).toMatchObject({ plan: { type: 'pro', name: 'Pro' }, status: 'active', current_credits: pro.monthly_credits });
    expect(await statusOf(auth)).toEqual({ has_plan: true, is_free_plan: false, needs_plan_selection: false });
    // The free period's credits expired when Pro started; Pro's monthly credits were granted once.
    expect(await balanceOf(product, auth)).toMatchObject({ balance: pro.monthly_credits, subscription_credits: pro.monthly_credits });
    expect((await transactionsOf(auth)).map((entry) => [entry.kind, entry.delta])).toEqual([
      ['subscription_grant', pro.monthly_credits],
      ['subscription_expiry', -10],
      ['subscription_grant', 10],
    ]);

    // Confirming again grants nothing more.
    expect((await confirmTestPayment(product, auth, started.payment_id!)).json()).toMatchObject({ status: 'paid' });
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);
  });

  it('upgrades Pro to Premium at once, and schedules a downgrade for the period end', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const premium = await planOfType(product, 'premium');
    await switchToPlan(product, auth, 'premium');
    expect((await subscriptionOf(auth)).plan.type).toBe('premium');
    expect((await balanceOf(product, auth)).balance).toBe(premium.monthly_credits);

    const downgrade = await subscribeTo(product, auth, 'pro');
    expect(downgrade.outcome).toBe('scheduled');
    expect(downgrade.message).toMatch(/^You keep Premium until .+, then move to Pro\.$/);
    expect(downgrade.subscription).toMatchObject({ plan: { type: 'premium' }, next_plan: { type: 'pro', name: 'Pro' } });

    const pro = await planOfType(product, 'pro');
    await passPeriodEnd(auth);
    expect(await subscriptionOf(auth)).toMatchObject({ plan: { type: 'pro' }, next_plan: null, status: 'active' });
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);
  });

  it('choosing the current plan again undoes a pending downgrade', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    await subscribeTo(product, auth, 'free');
    const kept = await subscribeTo(product, auth, 'pro');
    expect(kept.outcome).toBe('activated');
    expect(kept.subscription).toMatchObject({ plan: { type: 'pro' }, next_plan: null, cancel_at_period_end: false });
  });
});

describe('POST /api/v1/subscriptions/cancel', () => {
  it('answers 404 "No subscription" without a plan', async () => {
    const auth = await signUp(product);
    const response = await apiAs(product, auth).post('/api/v1/subscriptions/cancel');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('No subscription');
  });

  it('keeps the plan until the period end, then ends it and its credits; purchased credits stay', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const { paymentId, credits } = await buyPackage(product, auth);
    await confirmTestPayment(product, auth, paymentId);
    const pro = await planOfType(product, 'pro');

    const cancelled = await apiAs(product, auth).post('/api/v1/subscriptions/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Your Pro plan is cancelled\. It stays active until /);
    expect(cancelled.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await statusOf(auth)).toMatchObject({ has_plan: true, needs_plan_selection: false });

    const twice = await apiAs(product, auth).post('/api/v1/subscriptions/cancel');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toMatch(/^Your subscription is already cancelled and ends on /);

    expect(await passPeriodEnd(auth)).toMatchObject({ ended: 1 });
    expect(await statusOf(auth)).toEqual({ has_plan: false, is_free_plan: true, needs_plan_selection: true });
    expect((await apiAs(product, auth).get('/api/v1/subscriptions/subscription')).statusCode).toBe(404);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: credits, subscription_credits: 0, purchased_credits: credits });
    expect((await transactionsOf(auth))[0]).toMatchObject({ kind: 'subscription_expiry', delta: -pro.monthly_credits, balance_after: credits });
  });
});

describe('renewal and expiry', () => {
  it('does nothing before the period ends', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const before = await subscriptionOf(auth);
    product.clock.set(new Date(Date.parse(before.current_period_end) - 60_000));
    await signInAgain(product, auth);
    await renewDueSubscriptions(product.context);
    expect(await subscriptionOf(auth)).toEqual(before);
  });

  it('starts the next free period at the old end: unused credits expire, the monthly credits come again', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    await spendCredits(product.context, auth.customer.id, 3, 'renewal-spend');
    const first = await subscriptionOf(auth);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 7, subscription_credits: 10, credits_used_this_period: 3 });

    await passPeriodEnd(auth);
    const second = await subscriptionOf(auth);
    expect(second.current_period_start).toBe(first.current_period_end);
    expect(Date.parse(second.current_period_end)).toBeGreaterThan(product.clock.now().getTime());
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 10, subscription_credits: 10, credits_used_this_period: 0 });
    expect((await transactionsOf(auth)).slice(0, 2).map((entry) => [entry.kind, entry.delta])).toEqual([
      ['subscription_grant', 10],
      ['subscription_expiry', -7],
    ]);

    // Running again (or twice at once) renews nothing more.
    await Promise.all([renewDueSubscriptions(product.context), renewDueSubscriptions(product.context)]);
    expect(await subscriptionOf(auth)).toEqual(second);
    expect((await balanceOf(product, auth)).balance).toBe(10);
  });

  it('charges a paid plan through the payment provider for the next period', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'pro');
    const pro = await planOfType(product, 'pro');
    await spendCredits(product.context, auth.customer.id, 40, 'pro-spend');
    await passPeriodEnd(auth);
    expect(await subscriptionOf(auth)).toMatchObject({ plan: { type: 'pro' }, status: 'active' });
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);
    const renewals = await product.context.db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, auth.customer.id), eq(payments.purpose, 'subscription_renewal')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', provider: 'test', amountCents: pro.price_cents, planId: pro.id });
  });

  it('runs as a scheduled pg-boss job', async () => {
    const schedules = await product.context.boss.getSchedules();
    expect(schedules.find((schedule) => schedule.name === RENEW_SUBSCRIPTIONS_JOB)).toMatchObject({ cron: '*/5 * * * *' });

    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    await spendCredits(product.context, auth.customer.id, 10, 'job-spend');
    product.clock.set(new Date(Date.parse((await subscriptionOf(auth)).current_period_end) + 1000));
    await signInAgain(product, auth);
    const { jobId } = await product.context.jobs.enqueue(RENEW_SUBSCRIPTIONS_JOB, {}, { customerId: null });
    const deadline = Date.now() + 15_000;
    let status = 'queued';
    while (Date.now() < deadline && status !== 'succeeded' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [{ status }] = (await product.context.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId))) as [{ status: string }];
    }
    expect(status).toBe('succeeded');
    expect((await balanceOf(product, auth)).balance).toBe(10);
  });
});
