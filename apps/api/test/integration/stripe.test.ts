import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@studio/contracts/billing';
import { payments } from '../../src/db/schema';
import { createPaymentProvider } from '../../src/infra/payments/create-payment-provider';
import { createStripePaymentProvider } from '../../src/infra/payments/stripe-payment-provider';
import { usePaymentProvider } from '../../src/modules/payments/provider';
import { refundSoon, requestRefund } from '../../src/modules/payments/refunds';
import { renewDueSubscriptions } from '../../src/modules/subscriptions/renewals';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, buyPackage, confirmTestPayment, planOfType, signInAgain, subscribeTo } from '../support/billing';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe-server';

const SECRET_KEY = 'sk_test_fake_studio_key';
const WEBHOOK_SECRET = 'whsec_fake_studio_secret';
const signer = new Stripe(SECRET_KEY);

let product: TestProduct;
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  product = await startTestProduct({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL: 'https://studio.example' });
  usePaymentProvider(
    product.context,
    createStripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } }),
  );
});
afterAll(async () => {
  await product.stop();
  await stripe.close();
});

type Auth = Awaited<ReturnType<typeof signUp>>;
let eventCounter = 0;

function deliver(type: string, object: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const payload = JSON.stringify({ id: `evt_${++eventCounter}`, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? Math.floor(product.clock.now().getTime() / 1000),
  });
  return product.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload: options.tamper ? payload.replace('"paid"', '"paid" ') : payload,
  });
}

const completedSession = (paymentId: string, subscription: string | null = null) => ({
  id: `cs_test_${paymentId.slice(0, 8)}`,
  object: 'checkout.session',
  mode: subscription ? 'subscription' : 'payment',
  client_reference_id: paymentId,
  metadata: { payment_id: paymentId },
  payment_status: 'paid',
  status: 'complete',
  subscription,
});

const paidInvoice = (subscription: string, billingReason: string, amount: number) => ({
  id: `in_${++eventCounter}`,
  object: 'invoice',
  billing_reason: billingReason,
  amount_paid: amount,
  currency: 'gbp',
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: {} } },
});

const lastRequest = (method: string, path: string) => stripe.requests.filter((request) => request.method === method && request.path === path).at(-1);
const subscriptionOf = async (auth: Auth) => (await product.app.inject({ method: 'GET', url: '/api/v1/subscriptions/subscription', headers: bearer(auth) })).json() as Subscription;
const paymentRow = async (id: string) => (await product.context.db.select().from(payments).where(eq(payments.id, id)))[0]!;

/** Pays for a plan through Stripe Checkout: the session, then its completion webhook with a new Stripe subscription. */
async function subscribeThroughStripe(auth: Auth, type: 'pro' | 'premium'): Promise<string> {
  const plan = await planOfType(product, type);
  const started = await subscribeTo(product, auth, type);
  const subscriptionId = stripe.createSubscription(plan.price_cents);
  expect((await deliver('checkout.session.completed', completedSession(started.payment_id!, subscriptionId))).statusCode).toBe(200);
  return subscriptionId;
}

describe('choosing the adapter', () => {
  it('uses Stripe with keys, the test provider without', () => {
    expect(createPaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET }).name).toBe('stripe');
    expect(createPaymentProvider({}).name).toBe('test');
  });
});

describe('credit packages through Stripe Checkout', () => {
  it('opens a one-off Checkout Session with the price in cents and the way back', async () => {
    const auth = await signUp(product);
    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string; price_cents: number; currency: string; name: string; credits: number }>;
    const chosen = packages[0]!;
    const started = await product.app.inject({ method: 'POST', url: `/api/v1/credits/purchase/${chosen.id}`, headers: bearer(auth), payload: { return_path: '/profile' } });
    const { payment_id, checkout_url } = started.json();
    const session = lastRequest('POST', '/v1/checkout/sessions')!;
    expect(checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    expect(session.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(chosen.price_cents),
      'line_items[0][price_data][currency]': chosen.currency,
      'line_items[0][price_data][product_data][name]': `${chosen.name}: ${chosen.credits} credits`,
      'line_items[0][quantity]': '1',
      client_reference_id: payment_id,
      'metadata[payment_id]': payment_id,
      customer_email: auth.customer.email,
      success_url: `https://studio.example/profile?payment=success&payment_id=${payment_id}`,
      cancel_url: `https://studio.example/profile?payment=cancelled&payment_id=${payment_id}`,
    });
    expect(session.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(await paymentRow(payment_id)).toMatchObject({ provider: 'stripe', status: 'pending', providerRef: checkout_url.split('/').at(-1) });
  });

  it('grants the credits once for a completed session, however often Stripe delivers it', async () => {
    const auth = await signUp(product);
    const { paymentId, credits } = await buyPackage(product, auth);
    const event = completedSession(paymentId);
    const first = await deliver('checkout.session.completed', event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    await Promise.all([deliver('checkout.session.completed', event), deliver('checkout.session.completed', event)]);
    expect((await balanceOf(product, auth)).balance).toBe(credits);
    expect((await paymentRow(paymentId)).status).toBe('paid');
  });

  it('refunds a paid payment in full through Stripe once, however often it is asked', async () => {
    const auth = await signUp(product);
    const { paymentId } = await buyPackage(product, auth);
    await deliver('checkout.session.completed', completedSession(paymentId));
    const row = await paymentRow(paymentId);
    stripe.pay(row.providerRef!);
    const refund = async () => {
      await product.context.db.transaction((tx) => requestRefund(tx, paymentId, 'Refunded in full', product.clock.now()));
      await refundSoon(product.context, paymentId);
    };
    await Promise.all([refund(), refund()]);
    expect(stripe.refunds().filter((refund) => refund.payment_intent === `pi_${row.providerRef}`)).toEqual([
      { id: expect.stringMatching(/^re_/), object: 'refund', amount: row.amountCents, payment_intent: `pi_${row.providerRef}`, status: 'succeeded' },
    ]);
    expect(lastRequest('GET', `/v1/checkout/sessions/${row.providerRef}`)).toBeDefined();
    expect((await paymentRow(paymentId)).status).toBe('refunded');
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const auth = await signUp(product);
    const { paymentId } = await buyPackage(product, auth);
    const event = completedSession(paymentId);
    const attempts = [
      await deliver('checkout.session.completed', event, { secret: 'whsec_someone_else' }),
      await deliver('checkout.session.completed', event, { tamper: true }),
      await deliver('checkout.session.completed', event, { timestamp: Math.floor(product.clock.now().getTime() / 1000) - 3600 }),
      await product.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ type: 'checkout.session.completed', data: { object: event } }) }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ detail: 'Invalid Stripe signature', code: 'invalid_signature' });
    }
    expect((await balanceOf(product, auth)).balance).toBe(0);
    expect((await paymentRow(paymentId)).status).toBe('pending');
  });

  it('cancels the payment when the session expires, and never settles Stripe payments through the test endpoint', async () => {
    const auth = await signUp(product);
    const { paymentId } = await buyPackage(product, auth);
    expect((await confirmTestPayment(product, auth, paymentId)).statusCode).toBe(404);
    await deliver('checkout.session.expired', { ...completedSession(paymentId), payment_status: 'unpaid', status: 'expired' });
    expect((await paymentRow(paymentId)).status).toBe('cancelled');
    expect((await balanceOf(product, auth)).balance).toBe(0);
  });

  it('answers 502 with a detail when Stripe fails, and marks the payment failed', async () => {
    const auth = await signUp(product);
    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string }>;
    stripe.failNextRequest(400);
    const response = await product.app.inject({ method: 'POST', url: `/api/v1/credits/purchase/${packages[0]!.id}`, headers: bearer(auth) });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe('We could not start the checkout. Please try again in a moment.');
    const rows = await product.context.db.select().from(payments).where(eq(payments.customerId, auth.customer.id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });

  it('ignores events it does not act on', async () => {
    expect((await deliver('customer.created', { id: 'cus_1', object: 'customer' })).statusCode).toBe(200);
  });
});

describe('plans through Stripe subscriptions', () => {
  it('opens a monthly subscription checkout and activates the plan on completion', async () => {
    const auth = await signUp(product);
    const pro = await planOfType(product, 'pro');
    const started = await subscribeTo(product, auth, 'pro');
    expect(lastRequest('POST', '/v1/checkout/sessions')!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': String(pro.price_cents),
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][payment_id]': started.payment_id,
      'subscription_data[metadata][customer_id]': auth.customer.id,
    });
    const stripeSubscription = stripe.createSubscription(pro.price_cents);
    await deliver('checkout.session.completed', completedSession(started.payment_id!, stripeSubscription));
    expect(await subscriptionOf(auth)).toMatchObject({ plan: { type: 'pro' }, status: 'active' });
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);
  });

  it('renews on the paid invoice of the next cycle, once per invoice; the first invoice grants nothing extra', async () => {
    const auth = await signUp(product);
    const pro = await planOfType(product, 'pro');
    const stripeSubscription = await subscribeThroughStripe(auth, 'pro');
    await deliver('invoice.paid', paidInvoice(stripeSubscription, 'subscription_create', pro.price_cents));
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);

    const first = await subscriptionOf(auth);
    product.clock.set(new Date(Date.parse(first.current_period_end) + 60_000));
    await signInAgain(product, auth);
    // Our renewal run gets there first: the period's credits expire and the plan waits for Stripe's invoice.
    await renewDueSubscriptions(product.context);
    expect(await subscriptionOf(auth)).toMatchObject({ status: 'past_due', plan: { type: 'pro' } });
    expect((await balanceOf(product, auth)).balance).toBe(0);

    const invoice = paidInvoice(stripeSubscription, 'subscription_cycle', pro.price_cents);
    await deliver('invoice.paid', invoice);
    await deliver('invoice.paid', invoice);
    const second = await subscriptionOf(auth);
    expect(second).toMatchObject({ status: 'active', current_period_start: first.current_period_end });
    expect((await balanceOf(product, auth)).balance).toBe(pro.monthly_credits);
    const renewals = (await product.context.db.select().from(payments).where(eq(payments.customerId, auth.customer.id))).filter((row) => row.purpose === 'subscription_renewal');
    expect(renewals).toEqual([expect.objectContaining({ providerRef: invoice.id, status: 'paid', amountCents: pro.price_cents, provider: 'stripe' })]);
  });

  it('cancels at period end at Stripe too', async () => {
    const auth = await signUp(product);
    const stripeSubscription = await subscribeThroughStripe(auth, 'pro');
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/subscriptions/cancel', headers: bearer(auth) });
    expect(response.statusCode).toBe(200);
    expect(lastRequest('POST', `/v1/subscriptions/${stripeSubscription}`)!.form).toEqual({ cancel_at_period_end: 'true' });
    expect(stripe.subscription(stripeSubscription)!.cancel_at_period_end).toBe(true);
  });

  it('keeps the plan unchanged when Stripe cannot be reached to cancel', async () => {
    const auth = await signUp(product);
    await subscribeThroughStripe(auth, 'pro');
    stripe.failNextRequest(400);
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/subscriptions/cancel', headers: bearer(auth) });
    expect(response.statusCode).toBe(502);
    expect(response.json().detail).toBe('We could not reach the payment provider. Please try again in a moment.');
    expect((await subscriptionOf(auth)).cancel_at_period_end).toBe(false);
  });

  it('bills a scheduled downgrade at the lower price from the next period, without proration', async () => {
    const auth = await signUp(product);
    const pro = await planOfType(product, 'pro');
    const stripeSubscription = await subscribeThroughStripe(auth, 'premium');
    expect((await subscribeTo(product, auth, 'pro')).outcome).toBe('scheduled');
    expect(lastRequest('POST', `/v1/subscriptions/${stripeSubscription}`)!.form).toMatchObject({
      'items[0][id]': `si_${stripeSubscription}`,
      'items[0][price_data][unit_amount]': String(pro.price_cents),
      'items[0][price_data][product]': `prod_${stripeSubscription}`,
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'none',
    });
    expect(stripe.subscription(stripeSubscription)!.unit_amount).toBe(pro.price_cents);
  });

  it('stops the old Stripe subscription when an upgrade replaces it', async () => {
    const auth = await signUp(product);
    const premium = await planOfType(product, 'premium');
    const proSubscription = await subscribeThroughStripe(auth, 'pro');
    await subscribeThroughStripe(auth, 'premium');
    expect(await subscriptionOf(auth)).toMatchObject({ plan: { type: 'premium' } });
    expect((await balanceOf(product, auth)).balance).toBe(premium.monthly_credits);
    expect(lastRequest('DELETE', `/v1/subscriptions/${proSubscription}`)).toBeDefined();
    expect(stripe.subscription(proSubscription)!.status).toBe('canceled');
  });

  it('ends the plan when Stripe deletes the subscription', async () => {
    const auth = await signUp(product);
    const stripeSubscription = await subscribeThroughStripe(auth, 'pro');
    await deliver('customer.subscription.deleted', { id: stripeSubscription, object: 'subscription', status: 'canceled' });
    const status = await product.app.inject({ method: 'GET', url: '/api/v1/subscriptions/subscription/status', headers: bearer(auth) });
    expect(status.json()).toEqual({ has_plan: false, is_free_plan: true, needs_plan_selection: true });
    expect((await balanceOf(product, auth)).balance).toBe(0);
  });
});
