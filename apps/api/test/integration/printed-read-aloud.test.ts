import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintOrder } from '@studio/contracts/print-orders';
import type { ShareLinkList, SharedBook } from '@studio/contracts/share-links';
import { pdfQrCodes, writeTempPdf } from '../../../../packages/print/test/pdf-tools';
import { printOrders } from '../../src/db/schema';
import { makePrintFiles } from '../../src/modules/print-orders/print-files';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

type Auth = { access_token: string };

const PUBLIC_URL = 'https://books.example';
let product: TestProduct;
let owner: Auth;
let storyId: string;
beforeAll(async () => {
  product = await startTestProduct({ PUBLIC_URL });
  owner = await signUp(product, { full_name: 'Ada Parent' });
  await switchToPlan(product, owner, 'pro');
  storyId = await completeStory(product, owner, { story_length: 'short' });
  expect((await illustrate(product, owner, storyId)).status).toBe('succeeded');
}, 120_000);
afterAll(() => product?.stop());

const address = { full_name: 'Ada Lovelace', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' };

async function placeOrder(body: object = {}): Promise<PrintOrder> {
  const response = await product.app.inject({
    method: 'POST',
    url: '/api/v1/print-orders',
    headers: { ...bearer(owner), 'idempotency-key': crypto.randomUUID() },
    payload: { story_id: storyId, shipping_address: address, print_options: { paper_size: 'a5' }, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PrintOrder;
}

/** The cover file made for the order, as the printer gets it, and the codes zbarimg reads on it. */
async function codesOnCover(orderId: string): Promise<string[]> {
  const [row] = await product.context.db.select().from(printOrders).where(eq(printOrders.id, orderId));
  const files = await makePrintFiles(product.context, row!);
  return pdfQrCodes(writeTempPdf(await product.context.blobs.getBuffer(files.coverKey)));
}

const linksOfBook = async () => ((await apiAs(product, owner).get(`/api/v1/stories/${storyId}/share-links`)).json() as ShareLinkList).items;

describe('a printed book that talks (issue 32)', () => {
  it('placing the order makes a never-expiring link labelled with the order; the QR code zbarimg reads on the cover is that link, and it opens the book signed out', async () => {
    const order = await placeOrder();
    const link = (await linksOfBook()).find((item) => item.label.includes(order.id.slice(0, 8)));
    expect(link).toMatchObject({ label: expect.stringMatching(/^Printed book, order [0-9a-f]{8} of \d{4}-\d{2}-\d{2}$/), expires_at: null, revoked_at: null, author: 'Ada Parent' });

    const codes = await codesOnCover(order.id);
    expect(codes).toEqual([`${PUBLIC_URL}${link!.path}`]);
    // What the phone opens: /read/{token}, whose page reads the book from the public API (its page is share-links.test.ts's).
    const path = new URL(codes[0]!).pathname;
    const shared = await product.app.inject({ method: 'GET', url: `/api/v1/shared/${path.replace('/read/', '')}` });
    expect(shared.statusCode).toBe(200);
    expect((shared.json() as SharedBook).pages).toHaveLength(8);
  }, 180_000);

  it('prints no code when the parent turned the option off, and none once the link is switched off before printing', async () => {
    const before = (await linksOfBook()).length;
    const without = await placeOrder({ read_aloud_qr: false });
    expect(await linksOfBook()).toHaveLength(before);
    expect(await codesOnCover(without.id)).toEqual([]);

    const order = await placeOrder();
    const link = (await linksOfBook()).find((item) => item.label.includes(order.id.slice(0, 8)))!;
    expect((await apiAs(product, owner).delete(`/api/v1/stories/${storyId}/share-links/${link.id}`)).statusCode).toBe(200);
    expect(await codesOnCover(order.id)).toEqual([]);
  }, 240_000);
});
