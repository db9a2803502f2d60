import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PricingResponse, PrintCatalogue, PrintOrder } from '@studio/contracts/print-orders';
import { bearer, mailsTo, signUp, waitForMail } from '../support/accounts';
import { confirmTestPayment, signInAgain, switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { advanceOrder } from '../../src/modules/print-orders/advance-order';
import { getOrder } from '../../src/modules/print-orders/orders';
import { sweepPrintOrders } from '../../src/modules/print-orders/sweep-orders-job';
import { transitionOrder } from '../../src/modules/print-orders/transitions';

type Auth = { access_token: string };

let product: TestProduct;
let owner: Auth & { password: string; customer: { id: string; email: string } };
let storyId: string;
beforeAll(async () => {
  product = await startTestProduct({ PRINT_ORDER_PAYMENT_HOURS: '48' });
  owner = await signUp(product);
  await switchToPlan(product, owner, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  const job = await illustrate(product, owner, storyId);
  expect(job.status).toBe('succeeded');
});
afterAll(async () => product?.stop());

const address = {
  full_name: 'Ada Lovelace',
  address_line_1: '1 Story Lane',
  city: 'London',
  postal_code: 'EC1A 1AA',
  country: 'GB',
  phone: '020 7946 0018',
};

function place(auth: Auth, body: object, key: string | null = crypto.randomUUID()) {
  return product.app.inject({ method: 'POST', url: '/api/v1/print-orders', headers: { ...bearer(auth), ...(key !== null && { 'idempotency-key': key }) }, payload: body });
}

async function placedOrder(options: object = {}): Promise<PrintOrder> {
  const response = await place(owner, { story_id: storyId, print_options: options, shipping_address: address });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PrintOrder;
}

const orderOf = async (auth: Auth, id: string) => (await apiAs(product, auth).get(`/api/v1/print-orders/${id}`)).json() as PrintOrder;

async function untilStatus(id: string, status: PrintOrder['status']): Promise<PrintOrder> {
  await expect.poll(async () => (await orderOf(owner, id)).status, { timeout: 60_000, interval: 200 }).toBe(status);
  return orderOf(owner, id);
}

describe('print catalogue and quotes', () => {
  it('lists every option with its default, the page rules, shipping levels and countries', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/print-orders/options' });
    expect(response.statusCode).toBe(200);
    const catalogue = response.json() as PrintCatalogue;
    expect(catalogue.options.binding).toMatchObject({ default: 'perfect', values: expect.arrayContaining([{ value: 'saddle_stitch', label: 'Stapled booklet (saddle stitch)' }]) });
    expect(catalogue.options.paper_size.values.map((value) => value.value)).toEqual(['a4', 'a5', 'us_letter', 'square_8_5']);
    expect(catalogue.quantity).toEqual({ default: 1, min: 1, max: 250 });
    expect(catalogue.page_rules).toContainEqual({ binding: 'saddle_stitch', min_pages: 4, max_pages: 48, multiple_of: 4 });
    expect(catalogue.countries.find((country) => country.code === 'US')).toMatchObject({ code: 'US', name: 'United States', shipping_levels: ['MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'] });
    expect(catalogue.currency).toBe('GBP');
  });

  it('answers the spec defaults to anyone, and a quote of the book to its owner', async () => {
    const defaults = await product.app.inject({ method: 'GET', url: '/api/v1/pricing' });
    expect(defaults.json()).toEqual({
      print_options: { quality: 'standard', binding: 'perfect', cover_finish: 'matte', paper_size: 'a4', paper_type: 'standard', color_mode: 'full_color', quantity: 1 },
      quote: null,
    });
    const priced = await apiAs(product, owner).get(`/api/v1/pricing?story_id=${storyId}&binding=saddle_stitch&quantity=3&country=FR`);
    expect(priced.statusCode, priced.body).toBe(200);
    const { quote } = priced.json() as PricingResponse;
    expect(quote).toMatchObject({ country: 'FR', shipping_level: 'MAIL', currency: 'GBP', product_code: '0827X1169.FC.STD.SS.060UW444.MXX', price_list_version: 1 });
    expect(quote!.printed_pages % 4).toBe(0);
    expect(quote!.printed_pages - quote!.page_count).toBe(quote!.padded_pages);
    expect(quote!.line_items.reduce((sum, item) => sum + item.amount, 0)).toBe(quote!.total);
    expect(quote!.line_items.map((item) => item.kind)).toEqual(expect.arrayContaining(['printing', 'shipping', 'tax']));
    expect(quote!.tax).toBeGreaterThan(0);
  });

  it('explains impossible combinations with 422, and keeps quotes to the book’s owner', async () => {
    const ground = await apiAs(product, owner).get(`/api/v1/pricing?story_id=${storyId}&country=GB&shipping_level=GROUND`);
    expect(ground.statusCode).toBe(422);
    expect(ground.json().detail).toBe('Ground courier is not offered to United Kingdom; choose standard post or priority post or express courier');
    expect((await apiAs(product, owner).get(`/api/v1/pricing?story_id=${storyId}&country=BR`)).json().detail).toBe('We do not ship printed books to Brazil yet');
    expect((await apiAs(product, owner).get(`/api/v1/pricing?story_id=${storyId}&quantity=251`)).statusCode).toBe(422);
    expect((await product.app.inject({ method: 'GET', url: `/api/v1/pricing?story_id=${storyId}` })).statusCode).toBe(401);
    const stranger = await signUp(product);
    expect((await apiAs(product, stranger).get(`/api/v1/pricing?story_id=${storyId}`)).statusCode).toBe(404);
  });
});

describe('placing and paying for an order', () => {
  it('freezes the server’s quote on the order and opens the checkout; the same key and body answer the same order', async () => {
    const key = crypto.randomUUID();
    const body = { story_id: storyId, print_options: { quantity: 2 }, shipping_address: address, notes: 'For Grandma' };
    const first = await place(owner, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json() as PrintOrder;
    expect(order).toMatchObject({ status: 'pending_payment', story_id: storyId, notes: 'For Grandma', can_cancel: true, checkout_url: expect.stringContaining(order.payment_id!) });
    expect(order.quote.print_options.quantity).toBe(2);
    expect(order.cover_url).toMatch(/^\/media\/.+\?exp=\d+&sig=/);
    expect(order.history).toEqual([{ from: null, to: 'pending_payment', source: 'customer', reason: null, at: expect.any(String) }]);
    const again = await place(owner, body, key);
    expect(again.statusCode).toBe(201);
    expect((again.json() as PrintOrder).id).toBe(order.id);
    const other = await place(owner, { ...body, notes: 'Something else' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().detail).toBe('This Idempotency-Key was already used for a different order; use a new key for a new order');
    const list = await apiAs(product, owner).get('/api/v1/print-orders');
    expect((list.json() as { items: PrintOrder[] }).items.filter((item) => item.id === order.id)).toHaveLength(1);
  });

  it('requires an Idempotency-Key and validates the address with field errors', async () => {
    const noKey = await place(owner, { story_id: storyId, shipping_address: address }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().detail).toMatch(/Idempotency-Key/);
    const bad = await place(owner, { story_id: storyId, shipping_address: { ...address, postal_code: '12345', phone: '12', city: '' } });
    expect(bad.statusCode).toBe(422);
    const fields = (bad.json() as { errors: Array<{ field: string; message: string }> }).errors;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'shipping_address.postal_code', message: 'This is not a valid postcode for United Kingdom' },
        { field: 'shipping_address.phone', message: expect.stringMatching(/^Enter a phone number for United Kingdom/) },
        { field: 'shipping_address.city', message: 'Town or city is required' },
      ]),
    );
  });

  it('refuses another customer’s story (404) and a book that is not illustrated (409)', async () => {
    const stranger = await signUp(product);
    expect((await place(stranger, { story_id: storyId, shipping_address: address })).statusCode).toBe(404);
    const unillustrated = await completeStory(product, owner, { story_length: 'short' });
    const refused = await place(owner, { story_id: unillustrated, shipping_address: address });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/^Illustrate every page before ordering prints: the cover, page 1/);
    expect((await apiAs(product, stranger).get('/api/v1/print-orders')).json()).toEqual({ items: [], total: 0, page: 1, per_page: 10 });
  });

  it('becomes paid exactly once however often the payment is confirmed, and e-mails the customer', async () => {
    const order = await placedOrder();
    const confirmations = await Promise.all([1, 2, 3].map(() => confirmTestPayment(product, owner, order.payment_id!)));
    expect(confirmations.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    // Paid once; then its print files are made and it waits, submitted, for the manual printer.
    const paid = await untilStatus(order.id, 'submitted');
    expect(paid.history.map((change) => [change.from, change.to, change.source])).toEqual([
      [null, 'pending_payment', 'customer'],
      ['pending_payment', 'paid', 'payment'],
      ['paid', 'submitted', 'provider'],
    ]);
    expect(paid.checkout_url).toBeNull();
    await waitForMail(product, owner.customer.email, /your payment of £[\d.]+ for “/);
  });

  it('refuses illegal transitions and keeps another customer’s order hidden', async () => {
    const order = await placedOrder();
    await expect(product.context.db.transaction((tx) => transitionOrder(tx, order.id, { to: 'shipped', source: 'admin', now: new Date() }))).rejects.toThrow(
      'An order that is awaiting payment cannot become shipped',
    );
    const stranger = await signUp(product);
    expect((await apiAs(product, stranger).get(`/api/v1/print-orders/${order.id}`)).statusCode).toBe(404);
    expect((await apiAs(product, stranger).post(`/api/v1/print-orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await apiAs(product, owner).get('/api/v1/print-orders/not-an-id')).statusCode).toBe(404);
  });
});

describe('manual fulfilment', () => {
  it('moves a submitted order through production to delivery, with tracking in the shipped e-mail, and keeps illegal moves out', async () => {
    const order = await placedOrder();
    await confirmTestPayment(product, owner, order.payment_id!);
    await untilStatus(order.id, 'submitted');
    await expect(advanceOrder(product.context, order.id, { to: 'delivered' })).rejects.toThrow(/cannot become delivered/);
    await advanceOrder(product.context, order.id, { to: 'in_production', reason: 'Printing today' });
    await expect(advanceOrder(product.context, order.id, { to: 'paid' })).rejects.toThrow('An order that is printing cannot become paid');
    await advanceOrder(product.context, order.id, { to: 'shipped', tracking: { carrier: 'Royal Mail', number: 'RM000000001GB', url: 'https://track.example/RM000000001GB' } });
    await waitForMail(product, owner.customer.email, /track\.example\/RM000000001GB/);
    await advanceOrder(product.context, order.id, { to: 'delivered' });
    const delivered = await orderOf(owner, order.id);
    expect(delivered).toMatchObject({ status: 'delivered', can_cancel: false, tracking: { number: 'RM000000001GB' } });
    expect(delivered.history.map((change) => [change.to, change.source])).toEqual([
      ['pending_payment', 'customer'],
      ['paid', 'payment'],
      ['submitted', 'provider'],
      ['in_production', 'admin'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
  });

  it('refunds an order the printer rejects, with the reason in the e-mail', async () => {
    const order = await placedOrder();
    await confirmTestPayment(product, owner, order.payment_id!);
    await untilStatus(order.id, 'submitted');
    await advanceOrder(product.context, order.id, { to: 'rejected', reason: 'The paper is out of stock' });
    const after = await orderOf(owner, order.id);
    expect(after.status).toBe('refunded');
    expect(after.history.slice(-2).map((change) => [change.to, change.reason])).toEqual([
      ['rejected', 'The paper is out of stock'],
      ['refunded', 'Refunded in full'],
    ]);
    await expect.poll(async () => (await mailsTo(product, owner.customer.email)).map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`We could not print ${after.title}`, `Your refund for ${after.title}`]),
    );
    expect((await mailsTo(product, owner.customer.email)).find((mail) => mail.subject.startsWith('We could not print'))?.text).toContain('The reason: The paper is out of stock');
  });
});

describe('cancelling and expiry', () => {
  it('cancels an unpaid order and its checkout', async () => {
    const order = await placedOrder();
    const cancelled = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', status_reason: 'Cancelled by the customer', can_cancel: false });
    expect((await confirmTestPayment(product, owner, order.payment_id!)).statusCode).toBe(409);
  });

  it('refunds a paid order through the payment provider when cancelled, and refuses once printing started', async () => {
    const order = await placedOrder();
    await confirmTestPayment(product, owner, order.payment_id!);
    const refunded = (await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`)).json() as PrintOrder;
    expect(refunded.status).toBe('refunded');
    expect(refunded.history.slice(-2).map((change) => change.to)).toEqual(['cancelled', 'refunded']);
    const payment = (await apiAs(product, owner).get(`/api/v1/payments/${order.payment_id}`)).json() as { status: string };
    expect(payment.status).toBe('refunded');

    const printing = await placedOrder();
    await confirmTestPayment(product, owner, printing.payment_id!);
    await untilStatus(printing.id, 'submitted');
    await advanceOrder(product.context, printing.id, { to: 'in_production' });
    const late = await apiAs(product, owner).post(`/api/v1/print-orders/${printing.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This order is already being printed or has ended, so it can no longer be cancelled');
  });

  it('expires orders left unpaid past the configured time, and not before', async () => {
    const order = await placedOrder();
    // Read through the service: the customer's access token does not live two days.
    const read = () => getOrder(product.context, owner.customer.id, order.id);
    product.clock.advance(47 * 3_600_000);
    await sweepPrintOrders(product.context);
    expect((await read()).status).toBe('pending_payment');
    product.clock.advance(2 * 3_600_000);
    await sweepPrintOrders(product.context);
    const expired = await read();
    expect(expired).toMatchObject({ status: 'cancelled', status_reason: 'Not paid within 48 hours' });
    expect(expired.history.at(-1)).toMatchObject({ from: 'pending_payment', to: 'cancelled', source: 'system' });
    expect((await product.context.db.query.payments.findFirst({ where: (payments, { eq }) => eq(payments.id, order.payment_id!) }))?.status).toBe('cancelled');
  });

  it('queues the print files again for a paid order whose job was lost', async () => {
    await signInAgain(product, owner);
    const order = await placedOrder();
    // Paid, as if the process stopped before the files job was queued.
    await product.context.db.transaction((tx) => transitionOrder(tx, order.id, { to: 'paid', source: 'payment', now: product.clock.now() }));
    const read = () => getOrder(product.context, owner.customer.id, order.id);
    expect((await sweepPrintOrders(product.context)).requeued).toBe(0);
    product.clock.advance(31 * 60_000);
    expect((await sweepPrintOrders(product.context)).requeued).toBe(1);
    await expect.poll(async () => (await read()).status, { timeout: 60_000, interval: 200 }).toBe('submitted');
  });
});
