import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow } from '@studio/contracts/admin-orders';
import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { bearer, mailsTo, signUp, signUpAdmin, waitForMail } from '../support/accounts';
import { confirmTestPayment, switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

type Auth = Awaited<ReturnType<typeof signUp>>;

let product: TestProduct;
let admin: Auth;
let owner: Auth;
let storyId: string;
beforeAll(async () => {
  product = await startTestProduct();
  admin = await signUpAdmin(product);
  // A name a spreadsheet would run as a formula, to prove the export defuses it.
  owner = await signUp(product, { full_name: '=HYPERLINK("http://evil.example")' });
  await switchToPlan(product, owner, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
});
afterAll(async () => product?.stop());

const address = { full_name: 'Grace Hopper', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };

async function placeOrder(options: object = {}): Promise<PrintOrder> {
  const response = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: storyId, print_options: options, shipping_address: address },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PrintOrder;
}

const adminOrder = async (id: string) => (await apiAs(product, admin).get(`/api/v1/admin/orders/${id}`)).json() as AdminOrder;
const move = (id: string, body: object) => apiAs(product, admin).post(`/api/v1/admin/orders/${id}/transitions`, body);
const trail = async (id: string) =>
  ((await apiAs(product, admin).get(`/api/v1/admin/audit-log?target_type=print_order&target_id=${id}`)).json() as Paged<AuditEntry>).items;

async function submittedOrder(options: object = {}): Promise<PrintOrder> {
  const order = await placeOrder(options);
  expect((await confirmTestPayment(product, owner, order.payment_id!)).statusCode).toBe(200);
  await expect.poll(async () => (await adminOrder(order.id)).status, { timeout: 60_000, interval: 200 }).toBe('submitted');
  return order;
}

describe('admin orders: who may', () => {
  it('answers 401 to a visitor and 403 to a customer on every endpoint', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/v1/admin/orders'],
      ['GET', '/api/v1/admin/orders/export.csv'],
      ['GET', `/api/v1/admin/orders/${id}`],
      ['POST', `/api/v1/admin/orders/${id}/transitions`],
      ['GET', '/api/v1/admin/print-prices'],
      ['PUT', '/api/v1/admin/print-prices'],
    ] as const) {
      expect((await product.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      expect((await product.app.inject({ method, url, payload: {}, headers: bearer(owner) })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('manual fulfilment from the back office', () => {
  it('moves a submitted order through production and shipping to delivered, each step audited and shown to the customer', async () => {
    const order = await submittedOrder();
    const detail = await adminOrder(order.id);
    expect(detail).toMatchObject({
      customer: { id: owner.customer.id, email: owner.customer.email },
      provider: 'manual',
      next_statuses: ['in_production', 'shipped', 'cancelled', 'rejected'],
    });
    expect(detail.files.map((file) => file.kind)).toEqual(['interior', 'cover']);
    const interior = await product.app.inject({ method: 'GET', url: detail.files[0]!.url });
    expect(interior.statusCode).toBe(200);
    expect(interior.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const printing = await move(order.id, { to: 'in_production', reason: 'On the press today' });
    expect(printing.statusCode, printing.body).toBe(200);
    expect(printing.json()).toMatchObject({ status: 'in_production', next_statuses: ['shipped', 'delivered', 'rejected'] });

    const untracked = await move(order.id, { to: 'shipped', reason: 'Posted' });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().errors).toEqual([expect.objectContaining({ field: 'tracking_number' })]);

    const shipped = await move(order.id, { to: 'shipped', reason: 'Posted first class', carrier: 'Royal Mail', tracking_number: 'RM123456785GB', tracking_url: 'https://track.example/RM123456785GB' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const seen = (await apiAs(product, owner).get(`/api/v1/print-orders/${order.id}`)).json() as PrintOrder;
    expect(seen.status).toBe('shipped');
    expect(seen.tracking).toEqual({ carrier: 'Royal Mail', number: 'RM123456785GB', url: 'https://track.example/RM123456785GB' });
    await waitForMail(product, owner.customer.email, /RM123456785GB/);

    expect((await move(order.id, { to: 'delivered', reason: 'Signed for' })).json()).toMatchObject({ status: 'delivered', next_statuses: [] });
    const history = (await adminOrder(order.id)).history.slice(-3);
    expect(history.map((change) => [change.to, change.source, change.internal_reason, change.reason])).toEqual([
      ['in_production', 'admin', 'On the press today', null],
      ['shipped', 'admin', 'Posted first class', null],
      ['delivered', 'admin', 'Signed for', null],
    ]);
    expect((await trail(order.id)).map((entry) => [entry.action, entry.details.before, entry.details.after, entry.reason])).toEqual([
      ['order.transition', { status: 'shipped' }, { status: 'delivered' }, 'Signed for'],
      ['order.transition', { status: 'in_production' }, { status: 'shipped', tracking: { carrier: 'Royal Mail', number: 'RM123456785GB', url: 'https://track.example/RM123456785GB' } }, 'Posted first class'],
      ['order.transition', { status: 'submitted' }, { status: 'in_production' }, 'On the press today'],
    ]);
  });

  it('refuses moves the state machine does not allow, and leaves no audit row for them', async () => {
    const unpaid = await placeOrder();
    for (const to of ['shipped', 'paid', 'refunded', 'pending_payment'] as const) {
      const refused = await move(unpaid.id, { to, reason: 'Trying', tracking_number: 'RM1' });
      expect(refused.statusCode, to).toBe(409);
      expect(refused.json().detail).toMatch(/cannot be made|already/);
    }
    expect(await trail(unpaid.id)).toEqual([]);
    expect((await move('not-an-id', { to: 'cancelled', reason: 'x'.repeat(5) })).statusCode).toBe(404);
    expect((await move(unpaid.id, { to: 'cancelled', reason: '' })).statusCode).toBe(422);
  });

  it('cancels a paid order with a reason and refunds it in full', async () => {
    const order = await submittedOrder();
    const cancelled = await move(order.id, { to: 'cancelled', reason: 'The customer phoned to cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(async () => (await adminOrder(order.id)).status, { timeout: 10_000 }).toBe('refunded');
    const detail = await adminOrder(order.id);
    expect(detail.history.slice(-2).map((change) => [change.to, change.source])).toEqual([
      ['cancelled', 'admin'],
      // The refund is recorded when the payment provider confirms it (the refund outbox, ADR 029).
      ['refunded', 'payment'],
    ]);
    expect(detail.status_reason).toBe('Refunded in full');
    expect((await trail(order.id)).map((entry) => entry.details.after)).toEqual([{ status: 'cancelled' }]);
  });
});

describe('internal reasons and messages for the customer', () => {
  const INTERNAL = ['Printer jammed twice, blame Bob', 'Customer was rude on the phone', 'Refund approved by finance ticket 4411'];
  const ordersSeen = async () => JSON.stringify([(await apiAs(product, owner).get('/api/v1/print-orders?per_page=100')).json()]);

  it('keeps the reason an administrator types in the audit log only; the customer reads and receives only the message meant for them', async () => {
    const shippedOrder = await submittedOrder();
    const before = (await mailsTo(product, owner.customer.email)).length;
    expect((await move(shippedOrder.id, { to: 'in_production', reason: INTERNAL[0] })).statusCode).toBe(200);
    const shipped = await move(shippedOrder.id, {
      to: 'shipped',
      reason: INTERNAL[1],
      customer_message: 'Your book is wrapped in tissue paper, enjoy!',
      tracking_number: 'RM555666777GB',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await waitForMail(product, owner.customer.email, /RM555666777GB/);

    const cancelledOrder = await submittedOrder();
    expect((await move(cancelledOrder.id, { to: 'cancelled', reason: INTERNAL[2], customer_message: 'We are out of the paper you chose.' })).statusCode).toBe(200);
    await expect.poll(async () => (await adminOrder(cancelledOrder.id)).status, { timeout: 10_000 }).toBe('refunded');
    await waitForMail(product, owner.customer.email, /out of the paper you chose/);

    // The customer: order list, each order, and every e-mail since.
    const seen = [await ordersSeen(), ...(await Promise.all([shippedOrder, cancelledOrder].map(async (order) => (await apiAs(product, owner).get(`/api/v1/print-orders/${order.id}`)).body)))];
    const mails = (await mailsTo(product, owner.customer.email)).slice(before);
    for (const text of [...seen, ...mails.map((mail) => `${mail.subject}\n${mail.text}\n${mail.html ?? ''}`)]) {
      for (const reason of INTERNAL) expect(text).not.toContain(reason);
    }
    const shippedView = (await apiAs(product, owner).get(`/api/v1/print-orders/${shippedOrder.id}`)).json() as PrintOrder;
    expect(shippedView.history.slice(-2).map((change) => [change.to, change.reason])).toEqual([
      ['in_production', null],
      ['shipped', 'Your book is wrapped in tissue paper, enjoy!'],
    ]);
    expect(mails.find((mail) => mail.text.includes('RM555666777GB'))!.text).toContain('Your book is wrapped in tissue paper, enjoy!');
    const cancelledView = (await apiAs(product, owner).get(`/api/v1/print-orders/${cancelledOrder.id}`)).json() as PrintOrder;
    expect(cancelledView.status_reason).toBe('We are out of the paper you chose.');

    // The back office sees both, and the audit log keeps the internal reason.
    const adminView = await adminOrder(shippedOrder.id);
    expect(adminView.history.at(-1)).toMatchObject({ to: 'shipped', internal_reason: INTERNAL[1], reason: 'Your book is wrapped in tissue paper, enjoy!' });
    expect((await trail(shippedOrder.id)).map((entry) => entry.reason)).toEqual([INTERNAL[1], INTERNAL[0]]);
  });
});

describe('the order list and its export', () => {
  it('filters by status, customer e-mail, text and dates, sorts and pages', async () => {
    const a = await placeOrder({ quantity: 2 });
    const b = await placeOrder({ quantity: 3 });
    const list = async (query: string) => (await apiAs(product, admin).get(`/api/v1/admin/orders?${query}`)).json() as Paged<AdminOrderRow>;

    const pending = await list(`status=pending_payment&email=${encodeURIComponent(owner.customer.email.toUpperCase())}&per_page=100`);
    expect(pending.items.every((row) => row.status === 'pending_payment' && row.customer?.email === owner.customer.email)).toBe(true);
    expect(pending.items.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));

    expect((await list(`q=${a.id}`)).items.map((row) => row.id)).toEqual([a.id]);
    expect((await list(`q=grace%20hop&email=${owner.customer.email}&per_page=100`)).total).toBeGreaterThanOrEqual(2);
    expect((await list('q=100%25_nothing')).total).toBe(0);

    const today = product.clock.now().toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}&per_page=100`)).items.map((row) => row.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((await list('to=2020-01-01')).total).toBe(0);
    const backwards = await apiAs(product, admin).get(`/api/v1/admin/orders?from=${today}&to=2020-01-01`);
    expect(backwards.statusCode).toBe(422);

    const byTotal = await list('sort=total&direction=asc&per_page=100');
    const totals = byTotal.items.map((row) => row.total);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    const first = await list('per_page=1&page=1');
    const second = await list('per_page=1&page=2');
    expect(first.items[0]!.id).not.toBe(second.items[0]!.id);
    expect(first.total).toBe(second.total);
    expect((await apiAs(product, admin).get('/api/v1/admin/orders?status=lost')).statusCode).toBe(422);
  });

  it('exports the filtered list as CSV, with formulas defused', async () => {
    const order = await placeOrder();
    const response = await apiAs(product, admin).get(`/api/v1/admin/orders/export.csv?q=${order.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('order_id,created_at,status,title,customer_email,customer_name,quantity,binding,paper_size,country,shipping_level,total_minor_units,currency,provider,tracking_number,updated_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(order.id);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`,${order.quote.total},GBP,`);
  });
});
