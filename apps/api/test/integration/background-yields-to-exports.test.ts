import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { completeStory, waitForPrintRasters } from '../support/books';
import { apiAs } from '../support/client';
import { holdBlobWrites } from '../support/held-writes';
import { waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bookImages } from '../../src/db/schema';
import { makePrintRasters } from '../../src/modules/books/print-rasters';

/**
 * Print rasters are drawn in the background after a book is drawn; an e-book the customer is waiting
 * for goes first (ADR 034): while it is being made no raster is begun, and they are all made after it.
 */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ RENDER_CONCURRENCY: '1', PRINT_RASTERS_AFTER_SECONDS: '0' });
});
afterAll(() => product.stop());

const rastersOf = async (storyId: string) =>
  (await product.context.db.select({ key: bookImages.printRasterKey }).from(bookImages).where(eq(bookImages.storyId, storyId))).filter((row) => row.key !== null).length;

describe('background work waits while a customer waits', () => {
  it('begins no print raster while an e-book is being made, and makes them all once it is ready', { timeout: 90_000 }, async () => {
    const owner = await signUp(product);
    await switchToPlan(product, owner, 'pro');
    const storyId = await completeStory(product, owner, { story_length: 'short', art_style: 'watercolor' });
    const drawn = await apiAs(product, owner).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false, pages: [0, 1] } });
    expect(drawn.statusCode, drawn.body).toBe(202);
    expect((await waitForJob(product, owner, (drawn.json() as { job_id: string }).job_id, 30_000)).status).toBe('succeeded');
    await waitForPrintRasters(product, storyId, 2);
    // As if the pictures had just been drawn: no raster yet.
    await product.context.db.update(bookImages).set({ printRasterKey: null }).where(eq(bookImages.storyId, storyId));

    const held = holdBlobWrites(product, (key) => key.startsWith(`epub-exports/${owner.customer.id}/`));
    const exported = await apiAs(product, owner).post('/export-epub/', { story_id: storyId });
    expect(exported.statusCode, exported.body).toBe(202);
    await held.reached;

    // A raster begins by reading its picture's drawing: none is read while the e-book is being made.
    const read: string[] = [];
    const getBuffer = product.context.blobs.getBuffer.bind(product.context.blobs);
    product.context.blobs.getBuffer = async (key) => (read.push(key), getBuffer(key));
    let made: number | null = null;
    const making = makePrintRasters(product.context, storyId).then((count) => (made = count));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(read.filter((key) => key.startsWith(`pictures/${owner.customer.id}/`))).toEqual([]);
    expect(made).toBeNull();
    expect(await rastersOf(storyId)).toBe(0);

    held.release();
    await making;
    expect(made).toBe(2);
    expect(await rastersOf(storyId)).toBe(2);
    product.context.blobs.getBuffer = getBuffer;
    const { export_id } = exported.json() as { export_id: string };
    await expect.poll(async () => ((await apiAs(product, owner).get(`/export-epub/${export_id}`)).json() as { status: string }).status, { timeout: 30_000 }).toBe('ready');
  });
});
