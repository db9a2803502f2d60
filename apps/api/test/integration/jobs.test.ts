import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { jobs } from '../../src/db/schema';
import { MAKE_PRINT_RASTERS_JOB, queuePrintRasters } from '../../src/modules/books/make-print-rasters-job';
import { defineJob } from '../../src/modules/jobs/job-definition';
import { JobRunner } from '../../src/modules/jobs/job-runner';
import { scheduleJob } from '../../src/modules/jobs/schedule-job';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';

let product: TestProduct;
let attempts = 0;
beforeAll(async () => {
  product = await startTestProduct();
  await product.context.jobs.register(
    defineJob({
      name: 'test-flaky',
      version: 3,
      payload: z.object({ failTimes: z.number() }),
      retryLimit: 1,
      retryDelaySeconds: 0,
      handler: async ({ failTimes }, job) => {
        attempts++;
        await job.progress(40, 'Halfway there');
        if (job.attempt < failTimes) throw new Error('The illustrator dropped its crayons');
        return { pages: 3 };
      },
    }) as never,
  );
  await product.context.jobs.startWorkers();
});
afterAll(() => product.stop());

const status = (auth: { access_token: string }, id: string) =>
  product.app.inject({ method: 'GET', url: `/jobs/status/${id}`, headers: bearer(auth) });

async function waitForFinish(auth: { access_token: string }, id: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const body = (await status(auth, id)).json();
    if (['succeeded', 'failed', 'cancelled'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish');
}

describe('recurring jobs', () => {
  it('report into one jobs row however often the schedule is set (every start sets it)', async () => {
    await scheduleJob(product.context, 'test-flaky', '0 3 * * *');
    await scheduleJob(product.context, 'test-flaky', '0 3 * * *');
    const rows = (await product.context.db.select().from(jobs).where(eq(jobs.kind, 'test-flaky'))).filter((row) => row.customerId === null);
    expect(rows).toHaveLength(1);
    const schedule = (await product.context.boss.getSchedules()).find((entry) => entry.name === 'test-flaky');
    expect(schedule).toMatchObject({ cron: '0 3 * * *', data: { jobId: rows[0]!.id } });
  });
});

describe('retry delays', () => {
  it("are each job's own delay times JOB_RETRY_DELAY_SCALE", async () => {
    // The test product retries at once (scale 0); an operator's scale multiplies each job's delay.
    expect((await product.context.boss.getQueue('send-email'))?.retryDelay).toBe(0);
    const halved = new JobRunner(product.context.boss, product.context.db, product.context.log, product.context.config.jobLiveness, 0.5);
    await halved.register(defineJob({ name: 'test-scaled-delay', version: 1, payload: z.object({}), retryDelaySeconds: 8, handler: async () => ({}) }) as never);
    expect((await product.context.boss.getQueue('test-scaled-delay'))?.retryDelay).toBe(4);
  });
});

describe('a job queued to start later', () => {
  it('waits in the queue until its time, then runs', async () => {
    const customer = await signUp(product);
    const queuedAt = Date.now();
    const { jobId } = await product.context.jobs.enqueue('test-flaky', { failTimes: 0 }, { customerId: customer.customer.id }, { startAfterSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await status(customer, jobId)).json()).toMatchObject({ status: 'queued' });
    expect(await waitForFinish(customer, jobId)).toMatchObject({ status: 'succeeded' });
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(2_000);
  });

  it('is how print rasters are queued, PRINT_RASTERS_AFTER_SECONDS after drawing', async () => {
    const sent: Array<{ name: string; options: unknown }> = [];
    const boss = product.context.boss;
    const send = boss.send.bind(boss);
    boss.send = (async (name: string, data: object, options: object) => (sent.push({ name, options }), send(name, data, options))) as typeof boss.send;
    try {
      const customer = await signUp(product);
      await queuePrintRasters({ ...product.context, config: { ...product.context.config, printRastersAfterSeconds: 20 } }, randomUUID(), customer.customer.id, 'watercolor');
    } finally {
      boss.send = send;
    }
    expect(sent).toContainEqual({ name: MAKE_PRINT_RASTERS_JOB, options: { startAfter: 20 } });
  });
});

describe('GET /jobs/status/{id}', () => {
  it('shows the verification e-mail job of registration as succeeded', async () => {
    const customer = await signUp(product);
    const [row] = await product.context.db.select().from(jobs).where(eq(jobs.customerId, customer.customer.id));
    const body = await waitForFinish(customer, row!.id);
    expect(body).toMatchObject({ id: row!.id, kind: 'send-email', status: 'succeeded', progress: 100, error: null });
    expect(body.result).toMatchObject({ message_id: expect.any(String) });
    expect(Date.parse(body.created_at)).not.toBeNaN();
  });

  it('reports progress, retries a failing attempt and succeeds', async () => {
    const customer = await signUp(product);
    const { jobId } = await product.context.jobs.enqueue('test-flaky', { failTimes: 1 }, { customerId: customer.customer.id });
    const body = await waitForFinish(customer, jobId);
    expect(body).toMatchObject({ status: 'succeeded', progress: 100, result: { pages: 3 } });
  });

  it('marks a job failed with the reason once its retries are spent', async () => {
    const customer = await signUp(product);
    attempts = 0;
    const { jobId } = await product.context.jobs.enqueue('test-flaky', { failTimes: 5 }, { customerId: customer.customer.id });
    const body = await waitForFinish(customer, jobId);
    expect(body).toMatchObject({ status: 'failed', error: 'The illustrator dropped its crayons' });
    expect(attempts).toBe(2);
  });

  it('answers 404 for another customer\'s job and for ids that are not ids, 401 without a token', async () => {
    const owner = await signUp(product);
    const other = await signUp(product);
    const { jobId } = await product.context.jobs.enqueue('test-flaky', { failTimes: 0 }, { customerId: owner.customer.id });
    expect((await status(other, jobId)).statusCode).toBe(404);
    expect((await status(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: `/jobs/status/${jobId}` })).statusCode).toBe(401);
  });

  it('records the definition version with each job, and leaves a job queued by a newer release to an up-to-date worker', async () => {
    const customer = await signUp(product);
    const { jobId } = await product.context.jobs.enqueue('test-flaky', { failTimes: 0 }, { customerId: customer.customer.id });
    await waitForFinish(customer, jobId);
    const [row] = await product.context.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(row!.kindVersion).toBe(3);

    attempts = 0;
    const [newer] = await product.context.db.insert(jobs).values({ customerId: customer.customer.id, kind: 'test-flaky', kindVersion: 4 }).returning();
    await product.context.boss.send('test-flaky', { jobId: newer!.id, version: 4, payload: { failTimes: 0 } });
    const body = await waitForFinish(customer, newer!.id);
    expect(body).toMatchObject({ status: 'failed', error: expect.stringContaining('newer release (v4)') });
    expect(attempts).toBe(0);
  });
});
