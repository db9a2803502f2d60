import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintCatalogue, PrintOrder } from '@studio/contracts/print-orders';
import { pdfImages, pdfPageBoxes, pdfPageCount, pdfWords, writeTempPdf } from '../../../../packages/print/test/pdf-tools';
import { asTypeset } from '../support/pdf-probes';
import { bearer, mailsTo, signUp } from '../support/accounts';
import { confirmTestPayment, switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { FakeLulu } from '../support/fake-lulu-server';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_BRAND } from '@studio/contracts/settings';
import { printProviderEvents } from '../../src/db/schema';
import { getDashboard } from '../../src/modules/dashboard/dashboard';
import { findOrder } from '../../src/modules/print-orders/repo';
import { submitOrder } from '../../src/modules/print-orders/submit-order';

type Auth = { access_token: string; password: string; customer: { id: string; email: string } };

const KEY = 'lulu-client-key';
const SECRET = 'lulu-client-secret';
const POINTS_PER_INCH = 72;
const A4 = { width: (210 / 25.4) * POINTS_PER_INCH, height: (297 / 25.4) * POINTS_PER_INCH };
const BLEED = 0.125 * POINTS_PER_INCH;

let lulu: FakeLulu;
let firstFileUrl = '';
let product: TestProduct;
let owner: Auth;
let storyId: string;
beforeAll(async () => {
  lulu = await new FakeLulu(KEY, SECRET).start();
  product = await startTestProduct({ LULU_CLIENT_KEY: KEY, LULU_CLIENT_SECRET: SECRET, LULU_API_URL: lulu.origin });
  owner = (await signUp(product)) as Auth;
  await switchToPlan(product, owner, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
});
afterAll(async () => {
  await product?.stop();
  await lulu?.stop();
});

const address = { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };
const orderOf = async (id: string) => (await apiAs(product, owner).get(`/api/v1/print-orders/${id}`)).json() as PrintOrder;

async function paidOrder(printOptions: object = {}): Promise<PrintOrder> {
  const placed = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: storyId, print_options: printOptions, shipping_address: address, shipping_level: 'PRIORITY_MAIL' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as PrintOrder;
  expect((await confirmTestPayment(product, owner, order.payment_id!)).statusCode).toBe(200);
  return order;
}

async function untilStatus(id: string, status: PrintOrder['status']): Promise<PrintOrder> {
  await expect.poll(async () => (await orderOf(id)).status, { timeout: 60_000, interval: 200 }).toBe(status);
  return orderOf(id);
}

function webhook(body: string, signature: string) {
  return product.app.inject({ method: 'POST', url: '/api/v1/print-orders/lulu/webhook', headers: { 'content-type': 'application/json', 'lulu-hmac-sha256': signature }, payload: body });
}

async function fetchFile(url: string) {
  const { pathname, search } = new URL(url);
  return product.app.inject({ method: 'GET', url: `${pathname}${search}` });
}

/** This file places more orders than one customer's checkout limit allows in an hour (30 requests): an hour on, signed in again. */
async function anHourLater(): Promise<void> {
  product.clock.advance(61 * 60_000);
  const login = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: owner.customer.email, password: owner.password } });
  expect(login.statusCode, login.body).toBe(200);
  owner.access_token = (login.json() as Auth).access_token;
}

const jobOf = (orderId: string) => lulu.jobs.find((job) => job.external_id === orderId)!;

describe('print orders fulfilled by Lulu', () => {
  it('makes print files on payment and submits one print job with the product code, the address and signed file links', async () => {
    const order = await paidOrder({ quantity: 2 });
    const submitted = await untilStatus(order.id, 'submitted');
    expect(submitted.history.map((change) => [change.to, change.source])).toEqual([
      ['pending_payment', 'customer'],
      ['paid', 'payment'],
      ['submitted', 'provider'],
    ]);
    const job = jobOf(order.id);
    expect(lulu.jobs.filter((candidate) => candidate.external_id === order.id)).toHaveLength(1);
    const item = job.body.line_items[0]!;
    expect(item).toMatchObject({ quantity: 2, title: submitted.title, printable_normalization: { pod_package_id: submitted.quote.product_code } });
    // The merchant's address is Lulu's contact; the customer's goes with the parcel; the phone in international form.
    expect(job.body).toMatchObject({ shipping_level: 'PRIORITY_MAIL', contact_email: DEFAULT_BRAND.support_email });
    expect(job.body.shipping_address).toEqual({ name: 'Ada Lovelace', street1: '1 Story Lane', city: 'London', postcode: 'EC1A 1AA', country_code: 'GB', phone_number: '+442079460018', email: owner.customer.email });
    expect(lulu.requests[0]).toEqual({ method: 'POST', path: '/auth/realms/glasstree/protocol/openid-connect/token' });
    // Lulu was asked for the cover's size and the job's price before the job was made.
    const asked = lulu.requests.filter((request) => request.method === 'POST').map((request) => request.path);
    expect(asked.indexOf('/cover-dimensions/')).toBeGreaterThan(0);
    expect(asked.indexOf('/print-job-cost-calculations/')).toBeGreaterThan(0);
    expect(asked.indexOf('/print-jobs/')).toBeGreaterThan(Math.max(asked.indexOf('/cover-dimensions/'), asked.indexOf('/print-job-cost-calculations/')));

    // The interior: A4 pages with Lulu's 0.125 in bleed, no cover, padded to the quoted count.
    const interiorUrl = item.printable_normalization.interior.source_url;
    expect(interiorUrl).toMatch(/\?exp=\d+&sig=/);
    const interior = await fetchFile(interiorUrl);
    expect(interior.statusCode).toBe(200);
    expect(interior.headers['content-type']).toBe('application/pdf');
    const interiorFile = writeTempPdf(interior.rawPayload);
    expect(pdfPageCount(interiorFile)).toBe(submitted.quote.printed_pages);
    expect(submitted.quote.padded_pages).toBeGreaterThan(0);
    const boxes = pdfPageBoxes(interiorFile, 1);
    expect(boxes.MediaBox[2]).toBeCloseTo(A4.width + 2 * BLEED, 1);
    expect(boxes.MediaBox[3]).toBeCloseTo(A4.height + 2 * BLEED, 1);
    expect(boxes.TrimBox[0]).toBeCloseTo(BLEED, 1);
    expect(boxes.TrimBox[2] - boxes.TrimBox[0]).toBeCloseTo(A4.width, 1);
    expect(pdfWords(interiorFile).filter((word) => word.page === 1).map((word) => word.text).join(' ')).toContain(asTypeset(submitted.title.split(' ')[0]!));
    expect(pdfWords(interiorFile).some((word) => word.page === submitted.quote.printed_pages)).toBe(false);

    // The cover: one sheet of back + spine + front with bleed, as wide as the quote said.
    const cover = await fetchFile(item.printable_normalization.cover.source_url);
    const coverFile = writeTempPdf(cover.rawPayload);
    expect(pdfPageCount(coverFile)).toBe(1);
    const coverBoxes = pdfPageBoxes(coverFile, 1);
    const spine = (submitted.quote.spine_width_mm / 25.4) * POINTS_PER_INCH;
    expect(coverBoxes.MediaBox[2]).toBeCloseTo(2 * A4.width + spine + 2 * BLEED, 0);
    expect(coverBoxes.MediaBox[3]).toBeCloseTo(A4.height + 2 * BLEED, 1);
    expect((coverBoxes.MediaBox[2] / POINTS_PER_INCH) * 25.4).toBeCloseTo(submitted.quote.cover_spread_mm.width, 0);

    // A link cannot be stretched by editing its expiry.
    const tampered = interiorUrl.replace(/exp=(\d+)/, (_whole, exp: string) => `exp=${Number(exp) + 86_400}`);
    expect((await fetchFile(tampered)).statusCode).toBe(403);
    firstFileUrl = interiorUrl;
  });

  it('follows signed status webhooks once and in order, e-mails the tracking link, and ignores a bad signature', async () => {
    const order = await paidOrder();
    await untilStatus(order.id, 'submitted');
    const job = jobOf(order.id);

    lulu.setStatus(job.id, 'IN_PRODUCTION');
    const forged = lulu.webhook(job.id, 'not-the-secret');
    const rejected = await webhook(forged.body, forged.signature);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().detail).toBe('Invalid Lulu-HMAC-SHA256 signature');
    expect((await webhook(forged.body, '')).statusCode).toBe(400);
    expect((await orderOf(order.id)).status).toBe('submitted');

    const inProduction = lulu.webhook(job.id);
    lulu.setStatus(job.id, 'SHIPPED', { tracking: { id: 'RM123456785GB', url: 'https://track.example/RM123456785GB', carrier: 'Royal Mail' } });
    const shipped = lulu.webhook(job.id);
    // Delivered out of order, and twice.
    for (const event of [shipped, shipped, inProduction, inProduction]) expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    const after = await orderOf(order.id);
    expect(after.status).toBe('shipped');
    expect(after.tracking).toEqual({ carrier: 'Royal Mail', number: 'RM123456785GB', url: 'https://track.example/RM123456785GB' });
    expect(after.history.map((change) => change.to)).toEqual(['pending_payment', 'paid', 'submitted', 'shipped']);
    await expect.poll(async () => (await mailsTo(product, owner.customer.email)).some((mail) => mail.subject === `${after.title} is on its way` && mail.text.includes('https://track.example/RM123456785GB'))).toBe(true);

    lulu.setStatus(job.id, 'DELIVERED');
    const delivered = lulu.webhook(job.id);
    await webhook(delivered.body, delivered.signature);
    expect((await orderOf(order.id)).status).toBe('delivered');
  });

  it('asks Lulu before cancelling: refunded while Lulu can still cancel, refused once it prints', async () => {
    const order = await paidOrder();
    await untilStatus(order.id, 'submitted');
    const cancelled = await apiAs(product, owner).post(`/api/v1/print-orders/${order.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'refunded' });
    expect(jobOf(order.id).status.name).toBe('CANCELED');

    const printing = await paidOrder();
    await untilStatus(printing.id, 'submitted');
    lulu.setStatus(jobOf(printing.id).id, 'IN_PRODUCTION');
    const late = await apiAs(product, owner).post(`/api/v1/print-orders/${printing.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect((await orderOf(printing.id)).status).toBe('submitted');
  });

  it('refunds an order Lulu rejects, with its reason, and tells the customer', async () => {
    const order = await paidOrder();
    await untilStatus(order.id, 'submitted');
    const job = jobOf(order.id);
    lulu.setStatus(job.id, 'REJECTED', { message: 'The interior file could not be normalized' });
    const event = lulu.webhook(job.id);
    await webhook(event.body, event.signature);
    const after = await orderOf(order.id);
    expect(after.status).toBe('refunded');
    expect(after.history.slice(-2).map((change) => [change.to, change.reason])).toEqual([
      ['rejected', 'The interior file could not be normalized'],
      ['refunded', 'Refunded in full'],
    ]);
    await expect
      .poll(async () => (await mailsTo(product, owner.customer.email)).some((mail) => mail.subject === `We could not print ${after.title}` && mail.text.includes('The interior file could not be normalized')))
      .toBe(true);
  });

  it('ends an order Lulu refuses to make (400) rejected with its reason, refunds it once, and alerts an administrator', async () => {
    lulu.refuseNextCreate = { shipping_address: { state_code: ['Invalid state code.'] } };
    const order = await paidOrder();
    const after = await untilStatus(order.id, 'refunded');
    expect(after.history.slice(-2).map((change) => [change.to, change.reason])).toEqual([
      ['rejected', 'The printer refused the order: shipping_address.state_code: Invalid state code.'],
      ['refunded', 'Refunded in full'],
    ]);
    expect(lulu.jobs.filter((job) => job.external_id === order.id)).toEqual([]);
    // A retry of the files job finds the order ended, not "claimed elsewhere", and sends nothing.
    expect(await submitOrder(product.context, order.id)).toBe('not_paid');
    const alerts = (await getDashboard(product.context)).alerts.filter((alert) => alert.reference === order.id);
    expect(alerts).toEqual([expect.objectContaining({ kind: 'print_job_refused', detail: expect.stringContaining('Invalid state code.') })]);
    await expect.poll(async () => (await mailsTo(product, DEFAULT_BRAND.support_email)).some((mail) => mail.subject.includes(`refused the order for “${after.title}”`))).toBe(true);
    await expect.poll(async () => (await mailsTo(product, owner.customer.email)).some((mail) => mail.subject === `Your refund for ${after.title}`)).toBe(true);
  });

  it('does not submit a cover whose size differs from what Lulu computes: the order ends rejected with why, refunded, and alerted', async () => {
    await anHourLater();
    lulu.coverDimensionsOverride = { width: 1300, height: 900 };
    try {
      const order = await paidOrder();
      const after = await untilStatus(order.id, 'refunded');
      const rejected = after.history.find((change) => change.to === 'rejected')!;
      expect(rejected.reason).toMatch(/^The printer refused the order: the cover is \d+\.\d × \d+\.\d pt; Lulu needs 1300\.0 × 900\.0 pt for /);
      expect(lulu.jobs.filter((job) => job.external_id === order.id)).toEqual([]);
      const alerts = (await getDashboard(product.context)).alerts.filter((alert) => alert.reference === order.id);
      expect(alerts).toEqual([expect.objectContaining({ kind: 'print_job_refused', detail: expect.stringContaining('Lulu needs 1300.0 × 900.0 pt') })]);
    } finally {
      lulu.coverDimensionsOverride = null;
    }
  });

  it("submits a hardcover whose casewrap cover is the size Lulu computes, and alerts when Lulu's cost is above what the customer paid", async () => {
    const hardcover = await paidOrder({ binding: 'hardcover' });
    await untilStatus(hardcover.id, 'submitted');
    expect(jobOf(hardcover.id).body.line_items[0]!.printable_normalization.pod_package_id).toContain('.CW.');
    expect((await getDashboard(product.context)).alerts.filter((alert) => alert.reference === hardcover.id)).toEqual([]);

    lulu.costOverride = { currency: hardcover.quote.currency.toUpperCase(), total: '999.00' };
    try {
      const dear = await paidOrder();
      // The customer is owed the book: it still goes to the printer.
      await untilStatus(dear.id, 'submitted');
      const alerts = (await getDashboard(product.context)).alerts.filter((alert) => alert.reference === dear.id);
      expect(alerts).toEqual([expect.objectContaining({ kind: 'print_cost_above_price', detail: expect.stringContaining('999.00') })]);
    } finally {
      lulu.costOverride = null;
    }
  });

  it('reads tracking Lulu sends only in the line status, and treats ERROR as a delay: ERROR then SHIPPED ends shipped, not refunded', async () => {
    const order = await paidOrder();
    await untilStatus(order.id, 'submitted');
    const job = jobOf(order.id);
    lulu.setStatus(job.id, 'IN_PRODUCTION');
    const printing = lulu.webhook(job.id);
    expect((await webhook(printing.body, printing.signature)).statusCode).toBe(200);
    lulu.setStatus(job.id, 'ERROR', { message: 'Shipping delayed: carrier pickup missed, expected 2 days late' });
    const error = lulu.webhook(job.id);
    expect((await webhook(error.body, error.signature)).statusCode).toBe(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'in_production', refund_pending: false });
    // ERROR is a delay, but an administrator is told, in Lulu's words, until the parcel leaves.
    const alertsOf = async () => (await getDashboard(product.context)).alerts.filter((alert) => alert.reference === order.id);
    expect(await alertsOf()).toEqual([expect.objectContaining({ kind: 'print_job_error', detail: expect.stringContaining('carrier pickup missed') })]);
    lulu.setStatus(job.id, 'SHIPPED', { tracking: { id: '1Z999AA10123456784', url: 'https://track.example/1Z999AA10123456784', carrier: 'UPS' }, trackingInLineStatus: true });
    const shipped = lulu.webhook(job.id);
    expect((await webhook(shipped.body, shipped.signature)).statusCode).toBe(200);
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'shipped', refund_pending: false, tracking: { carrier: 'UPS', number: '1Z999AA10123456784', url: 'https://track.example/1Z999AA10123456784' } });
    expect(after.history.map((change) => change.to)).toEqual(['pending_payment', 'paid', 'submitted', 'in_production', 'shipped']);
    expect(await alertsOf()).toEqual([]);
  });

  it('answers 200 to a signed event that is not a print job, and still refuses an unsigned one', async () => {
    const other = lulu.otherEvent('WEBHOOK_TEST');
    const answered = await webhook(other.body, other.signature);
    expect(answered.statusCode).toBe(200);
    expect((await webhook(other.body, 'deadbeef')).statusCode).toBe(400);
  });

  it('records an event its status rules refuse as ignored, with why, and still applies the later ones', async () => {
    const order = await paidOrder();
    await untilStatus(order.id, 'submitted');
    const job = jobOf(order.id);
    lulu.setStatus(job.id, 'IN_PRODUCTION');
    const printing = lulu.webhook(job.id);
    await webhook(printing.body, printing.signature);
    lulu.setStatus(job.id, 'CANCELED');
    const cancelled = lulu.webhook(job.id);
    expect((await webhook(cancelled.body, cancelled.signature)).statusCode).toBe(200);
    const [refused] = await product.context.db.select().from(printProviderEvents).where(and(eq(printProviderEvents.providerJobId, String(job.id)), eq(printProviderEvents.status, 'CANCELED')));
    expect(refused).toMatchObject({ outcome: 'ignored: an order that is in_production cannot become cancelled', appliedAt: expect.any(Date) });
    for (const status of ['SHIPPED', 'DELIVERED']) {
      lulu.setStatus(job.id, status);
      const event = lulu.webhook(job.id);
      expect((await webhook(event.body, event.signature)).statusCode).toBe(200);
    }
    expect((await orderOf(order.id)).history.map((change) => change.to)).toEqual(['pending_payment', 'paid', 'submitted', 'in_production', 'shipped', 'delivered']);
  });

  it('sends a US address as Lulu wants it: the ISO 3166-2 state code, GROUND as GROUND_HD, the phone without its extension', async () => {
    const us = { full_name: 'Grace Hopper', address_line_1: '1600 Pennsylvania Ave NW', city: 'Washington', state_province_region: 'dc', postal_code: '20500', country: 'US', phone: '(202) 456-1111 ext. 1234' };
    const catalogue = (await product.app.inject({ method: 'GET', url: '/api/v1/print-orders/options' })).json() as PrintCatalogue;
    const states = catalogue.countries.find((country) => country.code === 'US')!.subdivisions!;
    expect(states).toContainEqual({ code: 'US-CA', name: 'California' });
    expect(catalogue.countries.find((country) => country.code === 'GB')!.subdivisions).toBeUndefined();
    const place = (address: object) =>
      product.app.inject({
        method: 'POST',
        url: '/api/v1/print-orders',
        headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
        payload: { story_id: storyId, print_options: {}, shipping_address: address, shipping_level: 'GROUND' },
      });
    for (const state of ['', 'California', 'US-ZZ']) {
      const refused = await place({ ...us, state_province_region: state });
      expect(refused.statusCode, state).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('state_province_region');
    }
    const placed = await place(us);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as PrintOrder;
    expect(order.shipping_address.state_province_region).toBe('US-DC');
    expect((await confirmTestPayment(product, owner, order.payment_id!)).statusCode).toBe(200);
    await untilStatus(order.id, 'submitted');
    const job = jobOf(order.id);
    expect(job.body.shipping_level).toBe('GROUND_HD');
    expect(job.body.shipping_address).toMatchObject({ state_code: 'DC', country_code: 'US', phone_number: '+12024561111' });
  });

  it('never submits twice when the answer to a submission is lost', async () => {
    lulu.loseNextCreateResponse = true;
    const order = await paidOrder({ color_mode: 'black_white', paper_size: 'a5', binding: 'saddle_stitch' });
    // The first attempt made the job at Lulu but never heard back; the order stays claimed.
    await expect.poll(() => lulu.jobs.filter((job) => job.external_id === order.id).length, { timeout: 60_000 }).toBe(1);
    expect((await findOrder(product.context.db, order.id))?.providerStatus).toBe('SUBMITTING');
    expect(await submitOrder(product.context, order.id)).toBe('claimed_elsewhere');
    product.clock.advance(11 * 60_000);
    expect(await submitOrder(product.context, order.id)).toBe('already_submitted');
    expect(lulu.jobs.filter((job) => job.external_id === order.id)).toHaveLength(1);
    const submitted = await orderOf(order.id);
    expect(submitted.status).toBe('submitted');
    expect((await findOrder(product.context.db, order.id))?.providerJobId).toBe(String(jobOf(order.id).id));

    // A black-and-white interior carries its pictures in greys.
    const interior = writeTempPdf((await fetchFile(jobOf(order.id).body.line_items[0]!.printable_normalization.interior.source_url)).rawPayload);
    const images = pdfImages(interior);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images.map((image) => image.color))).toEqual(new Set(['gray']));
    expect(pdfPageCount(interior) % 4).toBe(0);
  });

  // Last: it moves the clock a day on, past every session.
  it('stops serving the print files a day after they were handed over', async () => {
    expect((await fetchFile(firstFileUrl)).statusCode).toBe(200);
    product.clock.advance(25 * 3_600_000);
    expect((await fetchFile(firstFileUrl)).statusCode).toBe(403);
  });
});
