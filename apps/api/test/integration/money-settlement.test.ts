import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { payments } from '../../src/db/schema';
import { createStripePaymentProvider } from '../../src/infra/payments/stripe-payment-provider';
import { getDashboard } from '../../src/modules/dashboard/dashboard';
import { usePaymentProvider } from '../../src/modules/payments/provider';
import { ALERT_AFTER_FAILURES, settleDueRefunds } from '../../src/modules/payments/refunds';
import { getOrder } from '../../src/modules/print-orders/orders';
import { sweepPrintOrders } from '../../src/modules/print-orders/sweep-orders-job';
import { bearer, mailsTo, signUp } from '../support/accounts';
import { signInAgain, switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe-server';
import { startTestProduct, type TestProduct } from '../support/test-product';

const SECRET_KEY = 'sk_test_fake_money_key';
const WEBHOOK_SECRET = 'whsec_fake_money_secret';
const PAYMENT_HOURS = 6;
const signer = new Stripe(SECRET_KEY);

let product: TestProduct;
let stripe: FakeStripe;
let owner: Awaited<ReturnType<typeof signUp>>;
let storyId: string;
beforeAll(async () => {
  stripe = await startFakeStripe(SECRET_KEY);
  product = await startTestProduct({ PRINT_ORDER_PAYMENT_HOURS: String(PAYMENT_HOURS), ADMIN_EMAILS: 'money.admin@example.com' });
  owner = await signUp(product);
  await switchToPlan(product, owner, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
  // From here on, payments go through Stripe Checkout (a local server speaking Stripe's protocol).
  usePaymentProvider(
    product.context,
    createStripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' } }),
  );
});
afterAll(async () => {
  await product?.stop();
  await stripe?.close();
});

const address = { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };
let eventCounter = 0;

function deliver(type: string, object: object) {
  const payload = JSON.stringify({ id: `evt_money_${++eventCounter}`, object: 'event', type, api_version: '2026-10-28.endive', data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(product.clock.now().getTime() / 1000) });
  return product.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });
}

const paymentRow = async (id: string) => (await product.context.db.select().from(payments).where(eq(payments.id, id)))[0]!;
// Read as its owner sees it, without a token (tests move the clock past its expiry).
const orderOf = (id: string) => getOrder(product.context, owner.customer.id, id);
const requestsTo = (method: string, path: string) => stripe.requests.filter((request) => request.method === method && request.path === path);

/** A Checkout Session event as Stripe sends it for the payment's session. */
async function sessionEvent(paymentId: string, status: 'complete' | 'expired') {
  const { providerRef } = await paymentRow(paymentId);
  return { id: providerRef, object: 'checkout.session', mode: 'payment', client_reference_id: paymentId, metadata: { payment_id: paymentId }, payment_status: status === 'complete' ? 'paid' : 'unpaid', status };
}

async function placeOrder(): Promise<PrintOrder> {
  // Earlier tests move the clock past the access token's life.
  await signInAgain(product, owner);
  const placed = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: storyId, print_options: {}, shipping_address: address },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json() as PrintOrder;
}

describe('checkout sessions end with the payment window', () => {
  it('opens a print order session that expires when the unpaid order does, and a credit purchase one an hour on', async () => {
    const order = await placeOrder();
    const { providerRef } = await paymentRow(order.payment_id!);
    // The product's clock, which sessions are opened by: a test product's stands still between the tests' moves, so the
    // wall clock drifts from it by however long the file has run, minutes on a loaded box (the window allows 120 s).
    const opened = Math.floor(product.clock.now().getTime() / 1000);
    expect(Number(stripe.session(providerRef!)!.expires_at)).toBeGreaterThanOrEqual(opened + PAYMENT_HOURS * 3600 - 120);
    expect(Number(stripe.session(providerRef!)!.expires_at)).toBeLessThanOrEqual(opened + PAYMENT_HOURS * 3600 + 5);

    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string }>;
    const started = await product.app.inject({ method: 'POST', url: `/api/v1/credits/purchase/${packages[0]!.id}`, headers: bearer(owner) });
    const credit = await paymentRow((started.json() as { payment_id: string }).payment_id);
    expect(stripe.session(credit.providerRef!)!.expires_at).toBeGreaterThanOrEqual(opened + 3600 - 120);
    expect(stripe.session(credit.providerRef!)!.expires_at).toBeLessThanOrEqual(opened + 3600 + 5);
  });

  it('expires the session before a customer cancels an unpaid order, so it can no longer be paid', async () => {
    const order = await placeOrder();
    const { providerRef } = await paymentRow(order.payment_id!);
    const cancelled = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(requestsTo('POST', `/v1/checkout/sessions/${providerRef}/expire`)).toHaveLength(1);
    expect(stripe.session(providerRef!)!.status).toBe('expired');
    expect(() => stripe.pay(providerRef!)).toThrow(/expired/);
    expect((await paymentRow(order.payment_id!)).status).toBe('cancelled');
  });

  it('keeps the order as it is when Stripe cannot be reached to close the session, or it was paid first', async () => {
    const order = await placeOrder();
    stripe.failNextRequest(500, 3);
    const unreachable = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(unreachable.statusCode).toBe(502);
    expect((await orderOf(order.id)).status).toBe('pending_payment');
    expect((await paymentRow(order.payment_id!)).status).toBe('pending');

    stripe.pay((await paymentRow(order.payment_id!)).providerRef!);
    const paidFirst = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(paidFirst.statusCode).toBe(409);
    expect((await deliver('checkout.session.completed', await sessionEvent(order.payment_id!, 'complete'))).statusCode).toBe(200);
    expect((await orderOf(order.id)).status).not.toBe('cancelled');
  });

  it('expires the session of an order the sweep cancels for want of payment', async () => {
    const order = await placeOrder();
    const { providerRef } = await paymentRow(order.payment_id!);
    product.clock.advance((PAYMENT_HOURS + 1) * 3_600_000);
    await sweepPrintOrders(product.context);
    expect(stripe.session(providerRef!)!.status).toBe('expired');
    expect((await orderOf(order.id)).status).toBe('cancelled');
  });
});

/** Pays the order at Stripe and delivers the completion, as Stripe would. */
async function paidOrder(): Promise<PrintOrder> {
  const order = await placeOrder();
  stripe.pay((await paymentRow(order.payment_id!)).providerRef!);
  expect((await deliver('checkout.session.completed', await sessionEvent(order.payment_id!, 'complete'))).statusCode).toBe(200);
  expect((await orderOf(order.id)).status).toBe('paid');
  return order;
}

const refundsOf = async (paymentId: string) => {
  const { providerRef } = await paymentRow(paymentId);
  return stripe.refunds().filter((refund) => refund.payment_intent === `pi_${providerRef}`);
};

describe('a payment that arrives after its order or purchase ended', () => {
  it('refunds a cancelled order paid later exactly once, answering Stripe 200 every time', async () => {
    const order = await placeOrder();
    // Stripe ends the session, the sweep cancels the order; then the completion is reported all the same.
    expect((await deliver('checkout.session.expired', await sessionEvent(order.payment_id!, 'expired'))).statusCode).toBe(200);
    product.clock.advance((PAYMENT_HOURS + 1) * 3_600_000);
    await sweepPrintOrders(product.context);
    expect((await orderOf(order.id)).status).toBe('cancelled');
    stripe.pay((await paymentRow(order.payment_id!)).providerRef!);
    const completed = await sessionEvent(order.payment_id!, 'complete');
    const answers = await Promise.all([deliver('checkout.session.completed', completed), deliver('checkout.session.completed', completed)]);
    answers.push(await deliver('checkout.session.completed', completed));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await refundsOf(order.payment_id!)).toEqual([expect.objectContaining({ amount: order.quote.total, status: 'succeeded' })]);
    expect((await paymentRow(order.payment_id!)).status).toBe('refunded');
    const after = await orderOf(order.id);
    expect(after.status).toBe('refunded');
    expect(after.history.map((change) => change.to)).toEqual(['pending_payment', 'cancelled', 'refunded']);
  });

  it('refunds a credit purchase completed after it expired, and grants no credits', async () => {
    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as Array<{ id: string; price_cents: number }>;
    const buyer = await signUp(product);
    const started = await product.app.inject({ method: 'POST', url: `/api/v1/credits/purchase/${packages[0]!.id}`, headers: bearer(buyer) });
    const paymentId = (started.json() as { payment_id: string }).payment_id;
    expect((await deliver('checkout.session.expired', await sessionEvent(paymentId, 'expired'))).statusCode).toBe(200);
    expect((await paymentRow(paymentId)).status).toBe('cancelled');
    stripe.pay((await paymentRow(paymentId)).providerRef!);
    for (let delivery = 0; delivery < 2; delivery++) expect((await deliver('checkout.session.completed', await sessionEvent(paymentId, 'complete'))).statusCode).toBe(200);
    expect(await refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: packages[0]!.price_cents })]);
    expect((await paymentRow(paymentId)).status).toBe('refunded');
    const balance = await product.app.inject({ method: 'GET', url: '/api/v1/credits/balance', headers: bearer(buyer) });
    expect(balance.json()).toMatchObject({ balance: 0 });
  });
});

describe('refunds through the outbox', () => {
  it('cancels at once while the refund fails, keeps trying, alerts the administrators, and refunds once when Stripe answers', async () => {
    const order = await paidOrder();
    stripe.failNextRequest(500, 1000);
    const cancelled = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refund_pending: true, can_cancel: false });
    // Asking again is not "try again": the order is cancelled and its refund on its way.
    expect((await orderOf(order.id)).refund_pending).toBe(true);

    for (let attempt = 0; attempt < ALERT_AFTER_FAILURES; attempt++) {
      product.clock.advance(30 * 60_000);
      await settleDueRefunds(product.context);
    }
    const alerts = (await getDashboard(product.context)).alerts.filter((alert) => alert.reference === order.payment_id);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'refund_failing', subject: expect.stringContaining('refund') })]);
    expect(alerts[0]!.detail).toContain('Simulated failure');
    await expect.poll(async () => (await mailsTo(product, 'money.admin@example.com')).filter((mail) => mail.subject.includes('keeps failing')).length).toBe(1);
    // A fourth failure alerts no one again.
    product.clock.advance(30 * 60_000);
    await settleDueRefunds(product.context);
    expect(await refundsOf(order.payment_id!)).toEqual([]);

    stripe.failNextRequest(500, 0);
    product.clock.advance(6 * 3_600_000);
    expect(await settleDueRefunds(product.context)).toMatchObject({ refunded: expect.any(Number) });
    await settleDueRefunds(product.context);
    expect(await refundsOf(order.payment_id!)).toHaveLength(1);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'refunded', refund_pending: false });
    expect(after.history.slice(-2).map((change) => change.to)).toEqual(['cancelled', 'refunded']);
    expect((await getDashboard(product.context)).alerts.filter((alert) => alert.reference === order.payment_id)).toEqual([]);
    expect((await mailsTo(product, 'money.admin@example.com')).filter((mail) => mail.subject.includes('keeps failing'))).toHaveLength(1);
  });
});
