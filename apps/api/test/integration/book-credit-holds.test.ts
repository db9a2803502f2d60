import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditTransaction } from '@studio/contracts/billing';
import { createImageProvider } from '../../src/infra/ai/images/create-image-provider';
import { createIllustrateBookJob, ILLUSTRATE_BOOK_JOB } from '../../src/modules/books/illustrate-book-job';
import { releaseStrandedBookHolds } from '../../src/modules/books/release-stranded-holds-job';
import { claimBookRun } from '../../src/modules/books/repo';
import { insertJob } from '../../src/modules/jobs/repo';
import { holdCredits } from '../../src/modules/credits/holds';
import { imageProvider } from '../../src/modules/books/image-provider-for';
import { bearer, signUp } from '../support/accounts';
import { illustratorBreakingAfter } from '../support/broken-illustrator';
import { balanceOf, switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { completeStory, getBook, imageSpends } from '../support/books';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { waitForJob } from '../support/stories';

/** A short story's cover and 8 pages, 1 credit each with the offline illustrator; the free plan gives 10. */
const SHORT_BOOK_PICTURES = 9;
const FREE_CREDITS = 10;

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product?.stop());

async function freeCustomer() {
  const auth = await signUp(product);
  await switchToPlan(product, auth, 'free');
  return auth;
}

const generate = (auth: Awaited<ReturnType<typeof signUp>>, storyId: string) =>
  apiAs(product, auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } });

async function history(auth: Awaited<ReturnType<typeof signUp>>): Promise<CreditTransaction[]> {
  const response = await product.app.inject({ method: 'GET', url: '/api/v1/credits/transactions?limit=200', headers: bearer(auth) });
  return (response.json() as { items: CreditTransaction[] }).items;
}

describe('credits held for a book', () => {
  it('let only one of two books started together go ahead when the credits cover one', async () => {
    const auth = await freeCustomer();
    const [first, second] = [await completeStory(product, auth), await completeStory(product, auth)];
    const responses = await Promise.all([generate(auth, first), generate(auth, second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([202, 402]);
    const refused = responses.find((response) => response.statusCode === 402)!;
    expect(refused.json().detail).toBe(`Not enough credits: need ${SHORT_BOOK_PICTURES}, have ${FREE_CREDITS - SHORT_BOOK_PICTURES}`);

    const started = responses.find((response) => response.statusCode === 202)!.json() as { job_id: string; story_id: string };
    // Asking again while it runs answers the same job and holds nothing more. The offline job can finish before the
    // second ask arrives (a clean-clone CI run saw it): then the ask is for another book, refused for the credits the
    // first one spent. Either way nothing more is held or spent (the holds and spends below).
    const again = await generate(auth, started.story_id);
    expect((await waitForJob(product, auth, started.job_id, 60_000)).status).toBe('succeeded');
    if (again.statusCode === 402) expect(again.json().detail).toBe(`Not enough credits: need ${SHORT_BOOK_PICTURES}, have ${FREE_CREDITS - SHORT_BOOK_PICTURES}`);
    else expect(again.json()).toMatchObject({ job_id: started.job_id });
    expect(await imageSpends(product, auth)).toHaveLength(SHORT_BOOK_PICTURES);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: 0 });
    const holds = (await history(auth)).filter((entry) => entry.kind === 'credit_hold');
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ delta: 0, held_delta: SHORT_BOOK_PICTURES, held_after: SHORT_BOOK_PICTURES, balance_after: FREE_CREDITS });
    const refusedBook = await getBook(product, auth, responses[0]!.statusCode === 402 ? first : second);
    expect(refusedBook).toMatchObject({ status: 'none', job_id: null });
  });

  it('are given back when the book fails, and the customer can try again', async () => {
    const auth = await freeCustomer();
    const storyId = await completeStory(product, auth);
    const real = createImageProvider(product.context.config.openai);
    imageProvider.replace(product.context, illustratorBreakingAfter(real, 3, 'fail'));
    try {
      const response = await generate(auth, storyId);
      expect(response.statusCode).toBe(202);
      expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: SHORT_BOOK_PICTURES });
      const failed = await waitForJob(product, auth, (response.json() as { job_id: string }).job_id, 60_000);
      expect(failed).toMatchObject({ status: 'failed', error: 'The illustrator ran out of ink' });
    } finally {
      imageProvider.replace(product.context, real);
    }
    const paid = (await imageSpends(product, auth)).length;
    expect(paid).toBeGreaterThanOrEqual(3);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - paid, held_credits: 0 });
    const [release] = (await history(auth)).filter((entry) => entry.kind === 'hold_release');
    expect(release).toMatchObject({ delta: 0, held_delta: -(SHORT_BOOK_PICTURES - paid), held_after: 0 });
    expect((await getBook(product, auth, storyId)).status).toBe('failed');

    // Trying again draws, holds and charges only the pictures the failed run left (ADR 031).
    const retry = await generate(auth, storyId);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ num_images: SHORT_BOOK_PICTURES - paid });
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: SHORT_BOOK_PICTURES - paid });
    expect((await waitForJob(product, auth, (retry.json() as { job_id: string }).job_id, 60_000)).status).toBe('succeeded');
    expect((await getBook(product, auth, storyId)).status).toBe('ready');
    expect(await imageSpends(product, auth)).toHaveLength(SHORT_BOOK_PICTURES);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: 0 });
  });

  it('give back what a finished book did not use', async () => {
    const auth = await freeCustomer();
    const storyId = await completeStory(product, auth);
    // Held for more than the run turns out to need (as when the price drops while the book waits).
    const hold = `book:${storyId}:${randomUUID()}`;
    await holdCredits(product.context, auth.customer.id, FREE_CREDITS, hold, 'Held for a test book');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 0, held_credits: FREE_CREDITS, credits_used_this_period: FREE_CREDITS });
    const job = createIllustrateBookJob(product.context);
    await job.handler({ story_id: storyId, model: 'builtin', hold }, { jobId: randomUUID(), attempt: 0, isLastAttempt: true, progress: async () => undefined });
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: 0 });
    const [release] = (await history(auth)).filter((entry) => entry.kind === 'hold_release');
    expect(release).toMatchObject({ delta: 0, held_delta: -(FREE_CREDITS - SHORT_BOOK_PICTURES), held_after: 0, balance_after: FREE_CREDITS - SHORT_BOOK_PICTURES });
    expect(await imageSpends(product, auth)).toHaveLength(SHORT_BOOK_PICTURES);
  });

  it('give back the credits of a start cut off before its job was queued, and let the book start again', async () => {
    const auth = await freeCustomer();
    const storyId = await completeStory(product, auth);
    // What an API process that died between holding the credits and queueing the job leaves behind.
    const hold = `book:${storyId}:${randomUUID()}`;
    await holdCredits(product.context, auth.customer.id, SHORT_BOOK_PICTURES, hold, 'Held for a test book');
    expect(await claimBookRun(product.context.db, { storyId, customerId: auth.customer.id, model: 'builtin' }, null, 60)).toBeDefined();
    expect(await releaseStrandedBookHolds(product.context)).toEqual({ released: 0 });

    // A quarter of an hour on, by the database's clock.
    await product.context.database.query(`update credit_holds set created_at = created_at - interval '20 minutes' where reference = $1`, [hold]);
    await product.context.database.query(`update books set updated_at = updated_at - interval '20 minutes' where story_id = $1`, [storyId]);
    expect(await releaseStrandedBookHolds(product.context)).toEqual({ released: 1 });
    expect(await releaseStrandedBookHolds(product.context)).toEqual({ released: 0 });
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS, held_credits: 0 });
    const [release] = (await history(auth)).filter((entry) => entry.kind === 'hold_release');
    expect(release).toMatchObject({ held_delta: -SHORT_BOOK_PICTURES, description: 'Credits held for pictures that were never started, given back' });

    // The book the start left "generating" with no job is started afresh.
    const retry = await generate(auth, storyId);
    expect(retry.statusCode, retry.body).toBe(202);
    expect((await waitForJob(product, auth, (retry.json() as { job_id: string }).job_id, 60_000)).status).toBe('succeeded');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: FREE_CREDITS - SHORT_BOOK_PICTURES, held_credits: 0 });
  });

  it('keep the hold of a run that is queued, however long it waits, and tell a click during a start to wait', async () => {
    const auth = await freeCustomer();
    const storyId = await completeStory(product, auth);
    const hold = `book:${storyId}:${randomUUID()}`;
    // (A run of one page, so the click below has the credits to hold for the whole book.)
    await holdCredits(product.context, auth.customer.id, 1, hold, 'Held for a test book');
    await claimBookRun(product.context.db, { storyId, customerId: auth.customer.id, model: 'builtin' }, null, 60);
    // Claimed a moment ago and not yet queued: another click is told to wait, and holds nothing.
    const meanwhile = await generate(auth, storyId);
    expect(meanwhile.statusCode).toBe(409);
    expect(meanwhile.json()).toMatchObject({ code: 'book_starting', detail: 'The pictures of this book are being started. Please try again in a minute.' });
    expect(await balanceOf(product, auth)).toMatchObject({ held_credits: 1 });

    // Then queued, and waiting for a worker a long time: its hold is in use.
    const { id: jobId } = await insertJob(product.context.db, { customerId: auth.customer.id, kind: ILLUSTRATE_BOOK_JOB, kindVersion: 2, payload: null });
    await product.context.database.query(`update books set job_id = $1 where story_id = $2`, [jobId, storyId]);
    await product.context.database.query(`update credit_holds set created_at = created_at - interval '20 minutes' where reference = $1`, [hold]);
    expect(await releaseStrandedBookHolds(product.context)).toEqual({ released: 0 });
    expect(await balanceOf(product, auth)).toMatchObject({ held_credits: 1 });
  });
});
