import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../src/app-context';
import { jobs } from '../../src/db/schema';
import { createImageProvider } from '../../src/infra/ai/images/create-image-provider';
import { createBoss } from '../../src/infra/queue/create-boss';
import { jobDefinitions } from '../../src/job-registry';
import { imageProvider } from '../../src/modules/books/image-provider-for';
import { defineJob } from '../../src/modules/jobs/job-definition';
import { JobRunner } from '../../src/modules/jobs/job-runner';
import { signUp } from '../support/accounts';
import { illustratorBreakingAfter } from '../support/broken-illustrator';
import { balanceOf, switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { completeStory, getBook, imageSpends } from '../support/books';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { waitForJob } from '../support/stories';

/** A short story's cover and 8 pages, 1 credit each with the offline illustrator. */
const SHORT_BOOK_PICTURES = 9;
const STALE_AFTER_S = 1;
const SWEEP_S = 0.2;

/**
 * Workers on one database, each with its own pg-boss and job runner (the product itself runs none): a
 * worker takes a book and dies after drawing a few pictures — its drawing never returns, its heartbeats
 * stop, nothing is completed or failed — and another worker, started afterwards, must finish the job.
 */
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ JOB_HEARTBEAT_SECONDS: '0.1', JOB_STALE_AFTER_SECONDS: String(STALE_AFTER_S), JOB_SWEEP_INTERVAL_SECONDS: String(SWEEP_S) }, { role: 'api' });
});
/** Every worker's pg-boss, dead or alive: stopped before the database closes, so none polls a closed one. */
const bosses: PgBoss[] = [];
afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false, close: false });
  await product?.stop();
});

/** A job whose handler never returns, as if its worker died in it; with no retries, and a record of its give-up. */
const givenUp: string[] = [];
const neverEnding = defineJob({
  name: 'test-never-ends',
  version: 1,
  payload: z.object({ n: z.number() }),
  retryLimit: 0,
  handler: () => new Promise<never>(() => undefined),
  onGiveUp: async ({ n }, reason) => void givenUp.push(`${n}: ${reason}`),
});

/** A job that outlives a shutdown's grace time by a little. */
const GRACE_MS = 1_000;
const outlivesGrace = defineJob({
  name: 'test-outlives-grace',
  version: 1,
  payload: z.object({}),
  retryLimit: 0,
  handler: () => new Promise<{ done: true }>((resolve) => setTimeout(() => resolve({ done: true }), GRACE_MS + 500)),
});

async function startWorker(pictures = Number.POSITIVE_INFINITY): Promise<{ runner: JobRunner; die(): Promise<void> }> {
  const boss = createBoss(product.context.database);
  bosses.push(boss);
  await boss.start();
  const runner = new JobRunner(boss, product.context.db, pino({ level: 'silent' }), product.context.config.jobLiveness, product.context.config.jobRetryDelayScale);
  const context: AppContext = { ...product.context, boss, jobs: runner };
  const real = createImageProvider(product.context.config.openai);
  imageProvider.replace(context, Number.isFinite(pictures) ? illustratorBreakingAfter(real, pictures, 'hang') : real);
  const definitions = [...jobDefinitions(context), neverEnding as never, outlivesGrace as never];
  await runner.register(...definitions);
  await runner.startWorkers();
  return {
    runner,
    // What a killed process leaves: no more polls, no more heartbeats, its job still active in pg-boss.
    die: async () => {
      for (const definition of definitions) await boss.offWork(definition.name);
      runner.stopHeartbeats();
    },
  };
}

async function statusOf(jobId: string) {
  const [row] = await product.context.db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

describe('a job whose worker died', () => {
  it('is picked up again within the bound and finishes, each picture charged once from one hold', { timeout: 120_000 }, async () => {
    const dying = await startWorker(3);
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const storyId = await completeStory(product, auth);
    const response = await apiAs(product, auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } });
    expect(response.statusCode).toBe(202);
    const jobId = (response.json() as { job_id: string }).job_id;
    await expect.poll(async () => (await imageSpends(product, auth)).length, { timeout: 20_000 }).toBe(3);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 1, held_credits: SHORT_BOOK_PICTURES - 3 });

    await dying.die();
    await new Promise((resolve) => setTimeout(resolve, (STALE_AFTER_S + 0.5) * 1000));
    // Stuck: asking again hands the silent job back to the queue and answers it, not a dead job and not a second run.
    const again = await apiAs(product, auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } });
    expect(again.json()).toMatchObject({ job_id: jobId });
    expect(await statusOf(jobId)).toMatchObject({ status: 'queued', message: 'The worker stopped; trying again…' });

    const healthy = await startWorker();
    const handedBackAt = Date.now();
    await expect.poll(async () => (await statusOf(jobId)).status, { timeout: 10_000, interval: 50 }).not.toBe('queued');
    // Handed back, it runs again after its retry delay (1–2 s) and a poll (2 s) at most; 3 s more for a CI machine whose
    // two cores run four suites at once (the bound is the product's; the slack is the measurement's).
    expect(Date.now() - handedBackAt).toBeLessThan((2 + 2 + 3) * 1000);

    const finished = await waitForJob(product, auth, jobId, 60_000);
    expect(finished.status).toBe('succeeded');
    const spends = await imageSpends(product, auth);
    expect(spends).toHaveLength(SHORT_BOOK_PICTURES);
    expect(new Set(spends.map((spend) => spend.reference)).size).toBe(SHORT_BOOK_PICTURES);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 10 - SHORT_BOOK_PICTURES, held_credits: 0 });
    const history = await apiAs(product, auth).get('/api/v1/credits/transactions?limit=200');
    expect((history.json() as { items: Array<{ kind: string }> }).items.filter((item) => item.kind === 'credit_hold')).toHaveLength(1);
    expect((await getBook(product, auth, storyId)).status).toBe('ready');
    await healthy.die();
  });

  it('is found by the sweep alone, without anyone asking', { timeout: 120_000 }, async () => {
    const dying = await startWorker(1);
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    const storyId = await completeStory(product, auth);
    const { job_id: jobId } = (await apiAs(product, auth).post('/api/v1/books/generate', { story_id: storyId, options: { use_high_quality_mode: false } })).json() as { job_id: string };
    await expect.poll(async () => (await imageSpends(product, auth)).length, { timeout: 20_000 }).toBe(1);
    await dying.die();
    const healthy = await startWorker();
    const sweepingSince = Date.now();
    // Silent for the stale time (counted from the death, before this worker started), then the next sweep.
    await expect.poll(async () => (await statusOf(jobId)).message, { timeout: 10_000, interval: 50 }).toBe('The worker stopped; trying again…');
    expect(Date.now() - sweepingSince).toBeLessThan((STALE_AFTER_S + SWEEP_S + 3) * 1000);
    expect((await waitForJob(product, auth, jobId, 60_000)).status).toBe('succeeded');
    expect(await imageSpends(product, auth)).toHaveLength(SHORT_BOOK_PICTURES);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 10 - SHORT_BOOK_PICTURES, held_credits: 0 });
    await healthy.die();
  });

  it('fails for good, running its clean-up, when the worker died on its last try', async () => {
    const dying = await startWorker();
    const auth = await signUp(product);
    const { jobId } = await dying.runner.enqueue('test-never-ends', { n: 7 }, { customerId: auth.customer.id });
    await expect.poll(async () => (await statusOf(jobId)).status, { timeout: 10_000, interval: 50 }).toBe('running');
    await dying.die();
    const healthy = await startWorker();
    await expect.poll(async () => (await statusOf(jobId)).status, { timeout: 10_000, interval: 50 }).toBe('failed');
    expect(await statusOf(jobId)).toMatchObject({ error: 'The worker running this job stopped, and it had no tries left' });
    expect(givenUp).toEqual(['7: The worker running this job stopped, and it had no tries left']);
    await healthy.die();
  });
});

describe('a worker shutting down', () => {
  it('lets what it runs settle before it answers, so the database is not closed under a job', async () => {
    const stopping = await startWorker();
    const auth = await signUp(product);
    const { jobId } = await stopping.runner.enqueue('test-outlives-grace', {}, { customerId: auth.customer.id });
    await expect.poll(async () => (await statusOf(jobId)).status, { timeout: 10_000, interval: 50 }).toBe('running');
    await stopping.runner.stop(GRACE_MS);
    expect(await statusOf(jobId)).toMatchObject({ status: 'succeeded', result: { done: true } });
  });
});
