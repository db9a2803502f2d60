import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookImageVersions } from '@studio/contracts/books';
import { MAX_PICTURE_VERSIONS_PAGE_SIZE, PICTURE_VERSIONS_PAGE_SIZE } from '@studio/contracts/books';
import { CREDIT_TRANSACTIONS_LIMIT, PAGE_SIZE, STORY_FILTER_LIMIT } from '@studio/contracts/constants';
import { bookImages } from '../../src/db/schema';
import { signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { apiAs } from '../support/client';
import { createDraft } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';

/**
 * Every list a customer can read comes in bounded pages: a default size (spec §7/§9 where it names
 * one) and a largest size past which the request is refused (422), so no request reads everything.
 */

let product: TestProduct;
let auth: Awaited<ReturnType<typeof signUp>>;
let api: ReturnType<typeof apiAs>;

beforeAll(async () => {
  product = await startTestProduct();
  auth = await signUp(product);
  await switchToPlan(product, auth, 'pro');
  api = apiAs(product, auth);
});
afterAll(() => product?.stop());

describe('bounded lists', () => {
  it('the story list: 10 a page by default, at most 100', async () => {
    for (let i = 0; i < PAGE_SIZE + 2; i++) await createDraft(product, auth);
    const first = (await api.get('/api/v1/stories/')).json();
    expect(first).toMatchObject({ page: 1, per_page: PAGE_SIZE, total: PAGE_SIZE + 2 });
    expect(first.items).toHaveLength(PAGE_SIZE);
    expect((await api.get('/api/v1/stories/?page=2')).json().items).toHaveLength(2);
    expect((await api.get('/api/v1/stories/?per_page=100')).json().items).toHaveLength(PAGE_SIZE + 2);
    expect((await api.get('/api/v1/stories/?per_page=101')).statusCode).toBe(422);
  });

  it('the story filter: the spec’s 1000 by default, and never more', async () => {
    const all = (await api.get('/api/v1/stories/filter')).json();
    expect(all).toMatchObject({ kind: 'all', skip: 0, limit: STORY_FILTER_LIMIT });
    expect(all.items).toHaveLength(all.total);
    expect((await api.get('/api/v1/stories/filter?limit=3&skip=2')).json().items).toHaveLength(3);
    expect((await api.get(`/api/v1/stories/filter?limit=${STORY_FILTER_LIMIT + 1}`)).statusCode).toBe(422);
  });

  it('credit transactions (50 by default, at most 200), print orders and uploaded books (10 a page by default, at most 100)', async () => {
    expect((await api.get('/api/v1/credits/transactions?limit=201')).statusCode).toBe(422);
    expect((await api.get('/api/v1/credits/transactions?limit=200')).statusCode).toBe(200);
    expect(CREDIT_TRANSACTIONS_LIMIT).toBe(50);
    for (const url of ['/api/v1/print-orders', '/api/v1/uploaded-books']) {
      expect((await api.get(url)).json(), url).toMatchObject({ page: 1, per_page: PAGE_SIZE });
      expect((await api.get(`${url}?per_page=101`)).statusCode, url).toBe(422);
    }
  });

  it("a page's pictures: oldest first, 24 at a time by default, at most 100, and every one reachable by `after`", { timeout: 90_000 }, async () => {
    const storyId = await completeStory(product, auth);
    expect((await illustrate(product, auth, storyId)).status).toBe('succeeded');
    // Thirty versions of page 1: copies of its picture, as thirty redraws would leave.
    const [drawn] = await product.context.db.select().from(bookImages).where(and(eq(bookImages.storyId, storyId), eq(bookImages.pageNumber, 1)));
    const { id: _id, createdAt: _createdAt, ...copy } = drawn!;
    await product.context.db.insert(bookImages).values(Array.from({ length: 29 }, (_, i) => ({ ...copy, version: i + 2, isCurrent: false, jobId: null })));
    const url = `/generate-image/story/${storyId}/page/1/versions`;

    const first = (await api.get(url)).json() as BookImageVersions;
    expect(first.items.map((item) => item.version)).toEqual(Array.from({ length: PICTURE_VERSIONS_PAGE_SIZE }, (_, i) => i + 1));
    expect(first.next_after).toBe(PICTURE_VERSIONS_PAGE_SIZE);
    const rest = (await api.get(`${url}?after=${first.next_after}`)).json() as BookImageVersions;
    expect(rest.items.map((item) => item.version)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(rest.next_after).toBeNull();

    expect(((await api.get(`${url}?limit=${MAX_PICTURE_VERSIONS_PAGE_SIZE}`)).json() as BookImageVersions).items).toHaveLength(30);
    expect((await api.get(`${url}?limit=${MAX_PICTURE_VERSIONS_PAGE_SIZE + 1}`)).statusCode).toBe(422);
    expect((await api.get(`${url}?limit=0`)).statusCode).toBe(422);
    // Restoring still finds any version, however far down the list.
    expect((await api.post(`/generate-image/story/${storyId}/page/1/restore`, { version: 30 })).json()).toMatchObject({ version: 30, is_current: true });
  });
});
