import { readdir } from 'node:fs/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { join } from 'node:path';
import type { Book } from '@studio/contracts/books';
import type { CreditTransaction } from '@studio/contracts/billing';
import type { StoryDraftRequest } from '@studio/contracts/stories-api';
import { bookImages } from '../../src/db/schema';
import { customerReads } from '../../src/lib/customer-reads';
import { bearer } from './accounts';
import { apiAs } from './client';
import type { TestProduct } from './test-product';
import { storyDetails, waitForJob } from './stories';

/** Shared by the books, images, characters and PDF suites. */
type Auth = { access_token: string };

/** A story written to its last page by the offline engine (POST /stories/ and its job). */
export async function completeStory(product: TestProduct, auth: Auth, overrides: Partial<StoryDraftRequest> = {}): Promise<string> {
  const response = await apiAs(product, auth).post('/api/v1/stories/', storyDetails(overrides));
  if (response.statusCode !== 202) throw new Error(`story failed: ${response.body}`);
  const { story_id, job_id } = response.json() as { story_id: string; job_id: string };
  const job = await waitForJob(product, auth, job_id);
  if (job.status !== 'succeeded') throw new Error(`writing failed: ${job.error}`);
  return story_id;
}

/** Starts the book job and waits for it; answers the finished job. */
export async function illustrate(product: TestProduct, auth: Auth, storyId: string, useHighQuality = false) {
  const response = await apiAs(product, auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: useHighQuality } });
  if (response.statusCode !== 202) throw new Error(`generate failed: ${response.body}`);
  return waitForJob(product, auth, (response.json() as { job_id: string }).job_id, 60_000);
}

export async function getBook(product: TestProduct, auth: Auth, storyId: string): Promise<Book> {
  const response = await apiAs(product, auth).get(`/api/v1/books/${storyId}`);
  if (response.statusCode !== 200) throw new Error(`book failed: ${response.body}`);
  return response.json() as Book;
}

/**
 * The customer's picture spends, newest first, as they are now: tests that run a job's handler directly
 * drop the customer's cached lists, as the JobRunner does whenever a job of theirs moves on.
 */
export async function imageSpends(product: TestProduct, auth: Auth & { customer: { id: string } }): Promise<CreditTransaction[]> {
  customerReads(product.context).forget(auth.customer.id);
  const response = await product.app.inject({ method: 'GET', url: '/api/v1/credits/transactions?limit=200', headers: bearer(auth) });
  return (response.json() as { items: CreditTransaction[] }).items.filter((item) => item.kind === 'image_generation');
}

/** Every file under the blob store's folder: uploads that were refused must not add any. */
export async function storedFiles(product: TestProduct): Promise<string[]> {
  const root = join(product.dataDir, 'blobs');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && !entry.name.includes('~content-type')).map((entry) => join(entry.parentPath, entry.name)).sort();
  } catch {
    return [];
  }
}

/** Fetches a signed media URL the way a browser would: no bearer header. */
export function fetchMedia(product: TestProduct, url: string) {
  return product.app.inject({ method: 'GET', url });
}

/** The same file's link signed now, as the API would hand it out again once the clock has moved past an earlier link's expiry. */
export function freshMediaUrl(product: TestProduct, url: string): string {
  return product.context.media.urlFor(url.slice('/media/'.length, url.indexOf('?')));
}

/** The print rasters of a story's current pictures, once the background job has made `count` of them. */
export async function waitForPrintRasters(product: TestProduct, storyId: string, count: number): Promise<Array<{ pageNumber: number | null; key: string }>> {
  const made = () =>
    product.context.db
      .select({ pageNumber: bookImages.pageNumber, key: bookImages.printRasterKey })
      .from(bookImages)
      .where(and(eq(bookImages.storyId, storyId), eq(bookImages.isCurrent, true), isNotNull(bookImages.printRasterKey)));
  await expect.poll(async () => (await made()).length, { timeout: 60_000, interval: 200 }).toBe(count);
  return (await made()).map((row) => ({ pageNumber: row.pageNumber, key: row.key! }));
}
