import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, switchToPlan } from '../support/billing';
import { completeStory, storedFiles } from '../support/books';
import { apiAs } from '../support/client';
import { holdBlobWrites } from '../support/held-writes';
import { multipartBody } from '../support/multipart';
import { waitForJobsOfKind } from '../support/jobs';
import { waitForJob } from '../support/stories';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { books, jobs } from '../../src/db/schema';
import { ILLUSTRATE_BOOK_JOB } from '../../src/modules/books/illustrate-book-job';
import { MAKE_PRINT_RASTERS_JOB } from '../../src/modules/books/make-print-rasters-job';
import { EXPORT_PDF_JOB } from '../../src/modules/pdf-exports/export-pdf-job';
import type * as StoryPictureFiles from '../../src/modules/books/story-picture-files';

/**
 * A story deleted while a job is still making something of it: the job stops without failing, and
 * no file of the story outlives it. Each job is caught with its file made but not yet stored (the
 * write is held), so the story goes at exactly the wrong moment. One picture renders at a time, so
 * the job has pictures left to start once the story is gone.
 */
/**
 * Deleting a story lists its files, then deletes its rows. `afterListing`, when set, runs between the
 * two: a job that names a file right then must not be missed.
 */
const storyDeletion = vi.hoisted(() => ({ afterListing: null as null | (() => Promise<void>) }));
vi.mock('../../src/modules/books/story-picture-files', async (importOriginal) => {
  const original = await importOriginal<typeof StoryPictureFiles>();
  return {
    ...original,
    pictureFilesOfStory: async (...args: Parameters<typeof original.pictureFilesOfStory>) => {
      const keys = await original.pictureFilesOfStory(...args);
      await storyDeletion.afterListing?.();
      return keys;
    },
  };
});

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ RENDER_CONCURRENCY: '1', PRINT_RASTERS_AFTER_SECONDS: '0' });
});
afterAll(() => product.stop());

type Auth = Awaited<ReturnType<typeof signUp>>;

async function storyOf(artStyle: 'flat' | 'watercolor'): Promise<{ owner: Auth; storyId: string }> {
  const owner = await signUp(product);
  await switchToPlan(product, owner, 'pro');
  return { owner, storyId: await completeStory(product, owner, { story_length: 'short', art_style: artStyle }) };
}

/** Only these pictures (0 is the cover): the fewest that show the race. */
async function startPictures(owner: Auth, storyId: string, pages: number[]): Promise<string> {
  const response = await apiAs(product, owner).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false, pages } });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { job_id: string }).job_id;
}

async function uploadPhoto(owner: Auth, storyId: string) {
  const photo = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#a0522d' } }).jpeg().toBuffer();
  const form = multipartBody([{ name: 'file', filename: 'me.jpg', contentType: 'image/jpeg', data: photo }]);
  return product.app.inject({ method: 'POST', url: `/api/v1/character-upload/stories/${storyId}/characters/0/image`, headers: { ...form.headers, ...bearer(owner) }, payload: form.payload });
}

const filesOf = async (owner: Auth) => (await storedFiles(product)).filter((file) => file.includes(owner.customer.id));
const deleteStory = async (owner: Auth, storyId: string) => apiAs(product, owner).delete(`/api/v1/stories/${storyId}`);
const jobOf = async (owner: Auth, kind: string) => {
  const rows = await product.context.db.select().from(jobs).where(and(eq(jobs.customerId, owner.customer.id), eq(jobs.kind, kind)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('a story deleted while something is still being made of it', () => {
  it('leaves no PDF behind, and the export job ends without failing', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    expect((await waitForJob(product, owner, await startPictures(owner, storyId, [0]), 30_000)).status).toBe('succeeded');
    const held = holdBlobWrites(product, (key) => key.startsWith(`pdf-exports/${owner.customer.id}/`));
    const exported = await apiAs(product, owner).post('/export-pdf/', { story_id: storyId });
    expect(exported.statusCode, exported.body).toBe(202);
    await held.reached;
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    await waitForJobsOfKind(product, EXPORT_PDF_JOB);
    expect(await filesOf(owner)).toEqual([]);
    expect(await jobOf(owner, EXPORT_PDF_JOB)).toMatchObject({ status: 'succeeded', result: { status: 'deleted' } });
  });

  it('leaves no print raster behind, and the raster job ends without failing', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('watercolor');
    const held = holdBlobWrites(product, (key) => key.startsWith(`pictures/${owner.customer.id}/`) && key.includes('/print-raster'));
    expect((await waitForJob(product, owner, await startPictures(owner, storyId, [0, 1]), 30_000)).status).toBe('succeeded');
    await held.reached;
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    await waitForJobsOfKind(product, MAKE_PRINT_RASTERS_JOB);
    expect(await filesOf(owner)).toEqual([]);
    // The second picture's drawing went with the story before its raster was begun: that ends the job too, at its first attempt.
    expect(await jobOf(owner, MAKE_PRINT_RASTERS_JOB)).toMatchObject({ status: 'succeeded', result: { story: 'deleted' }, message: null });
  });

  it('leaves no print raster behind when the raster is named while the deletion is listing the files', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('watercolor');
    const held = holdBlobWrites(product, (key) => key.startsWith(`pictures/${owner.customer.id}/`) && key.includes('/print-raster'));
    expect((await waitForJob(product, owner, await startPictures(owner, storyId, [0]), 30_000)).status).toBe('succeeded');
    await held.reached;
    // The raster is stored and named once the files are listed; the rows go a moment later.
    storyDeletion.afterListing = async () => {
      storyDeletion.afterListing = null;
      held.release();
      await new Promise((resolve) => setTimeout(resolve, 300));
    };
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);

    await waitForJobsOfKind(product, MAKE_PRINT_RASTERS_JOB);
    expect(await filesOf(owner)).toEqual([]);
    expect(await jobOf(owner, MAKE_PRINT_RASTERS_JOB)).toMatchObject({ status: 'succeeded', result: { made: 0 } });
  });

  it('is refused while its pictures are being drawn, and leaves no file once they are drawn and it is deleted', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    const held = holdBlobWrites(product, (key) => key.startsWith(`pictures/${owner.customer.id}/`));
    const jobId = await startPictures(owner, storyId, [0]);
    await held.reached;
    const refused = await deleteStory(owner, storyId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'story_busy', detail: expect.stringMatching(/being drawn/) });
    held.release();

    expect((await waitForJob(product, owner, jobId, 30_000)).status).toBe('succeeded');
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    await waitForJobsOfKind(product, ILLUSTRATE_BOOK_JOB);
    expect(await filesOf(owner)).toEqual([]);
  });

  it('ends a book run without failing, and keeps none of its pictures, when a run started just as the story went', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    const held = holdBlobWrites(product, (key) => key.startsWith(`pictures/${owner.customer.id}/`));
    const jobId = await startPictures(owner, storyId, [0, 1]);
    await held.reached;
    // What a deletion sees when the run claims the book a moment after it looked (the book is not being drawn).
    await product.context.db.update(books).set({ status: 'ready' }).where(eq(books.storyId, storyId));
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    await waitForJobsOfKind(product, ILLUSTRATE_BOOK_JOB);
    expect(await filesOf(owner)).toEqual([]);
    expect(await jobOf(owner, ILLUSTRATE_BOOK_JOB)).toMatchObject({ id: jobId, status: 'succeeded', result: { images: 0 } });
  });

  it('keeps no "meet the characters" page drawn for the book while the story is deleted', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    expect((await uploadPhoto(owner, storyId)).statusCode).toBe(200);
    const held = holdBlobWrites(product, (key) => key.startsWith(`characters-pages/${owner.customer.id}/`));
    const reading = apiAs(product, owner).get(`/api/v1/books/${storyId}`);
    await held.reached;
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    const book = (await reading).json();
    expect(await filesOf(owner)).toEqual([]);
    expect(book).toMatchObject({ story_id: storyId, characters_page_url: null });
  });

  it('answers 404 to a photo uploaded while the story is deleted, and keeps no file of it', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    const held = holdBlobWrites(product, (key) => key.startsWith(`characters/${owner.customer.id}/`));
    const uploading = uploadPhoto(owner, storyId);
    await held.reached;
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    const refused = await uploading;
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await filesOf(owner)).toEqual([]);
  });

  it('answers 404 to a page picture drawn again while the story is deleted, charges nothing and keeps no file of it', { timeout: 60_000 }, async () => {
    const { owner, storyId } = await storyOf('flat');
    const before = await balanceOf(product, owner);
    const held = holdBlobWrites(product, (key) => key.startsWith(`pictures/${owner.customer.id}/`));
    const drawing = apiAs(product, owner).post(`/generate-image/story/${storyId}/page/1`, {});
    await held.reached;
    expect((await deleteStory(owner, storyId)).statusCode).toBe(204);
    held.release();

    const refused = await drawing;
    expect(await filesOf(owner)).toEqual([]);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(await balanceOf(product, owner)).toEqual(before);
  });
});
