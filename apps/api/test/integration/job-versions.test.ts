import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { defineJob } from '../../src/modules/jobs/job-definition';
import { scheduleJob } from '../../src/modules/jobs/schedule-job';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { signUp } from '../support/accounts';

let product: TestProduct;
const greeted: string[] = [];
beforeAll(async () => {
  product = await startTestProduct();
  await product.context.jobs.register(
    // Version 1 queued `{ name }`; version 2 takes `{ firstName, lastName }` and upgrades the old payloads it meets.
    defineJob({
      name: 'test-greet',
      version: 2,
      payload: z.object({ firstName: z.string(), lastName: z.string() }),
      upgradePayload: (payload, queuedVersion) => {
        if (queuedVersion !== 1) return payload;
        const [firstName = '', lastName = ''] = z.object({ name: z.string() }).parse(payload).name.split(' ');
        return { firstName, lastName };
      },
      retryLimit: 0,
      handler: async ({ firstName, lastName }) => {
        greeted.push(`${lastName}, ${firstName}`);
        return { greeted: firstName };
      },
    }) as never,
  );
  await product.context.jobs.startWorkers();
});
afterAll(() => product.stop());

async function waitForRow(jobId: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const [row] = await product.context.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (row && ['succeeded', 'failed'].includes(row.status)) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('job did not finish');
}

describe('job versions', () => {
  it('must be positive integers', () => {
    const definition = { name: 'test-bad', payload: z.object({}), handler: async () => undefined };
    for (const version of [0, -1, 1.5, Number.NaN]) {
      expect(() => defineJob({ ...definition, version })).toThrow('needs a version that is a positive integer');
    }
    expect(defineJob({ ...definition, version: 1 }).version).toBe(1);
  });

  it('are recorded on the jobs row of an enqueued job, and a current payload runs as it is', async () => {
    const customer = await signUp(product);
    const { jobId } = await product.context.jobs.enqueue('test-greet', { firstName: 'Ada', lastName: 'Lovelace' }, { customerId: customer.customer.id });
    const row = await waitForRow(jobId);
    expect(row).toMatchObject({ kindVersion: 2, status: 'succeeded', result: { greeted: 'Ada' } });
  });

  it('let a newer worker recognise and upgrade a payload queued by an older definition', async () => {
    const customer = await signUp(product);
    // What a worker of the previous release left in the queue.
    const [old] = await product.context.db.insert(jobs).values({ customerId: customer.customer.id, kind: 'test-greet', kindVersion: 1 }).returning();
    await product.context.boss.send('test-greet', { jobId: old!.id, version: 1, payload: { name: 'Grace Hopper' } });
    expect(await waitForRow(old!.id)).toMatchObject({ status: 'succeeded', result: { greeted: 'Grace' } });
    expect(greeted).toContain('Hopper, Grace');
  });

  it('are carried by scheduled messages and recorded on the schedule\'s row', async () => {
    await scheduleJob(product.context, 'test-greet', '0 4 * * *');
    const schedule = (await product.context.boss.getSchedules()).find((item) => item.name === 'test-greet');
    expect(schedule?.data).toMatchObject({ version: 2 });
    const rows = (await product.context.db.select().from(jobs).where(eq(jobs.kind, 'test-greet'))).filter((row) => row.customerId === null);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.kindVersion).toBe(2);
    await expect(scheduleJob(product.context, 'test-unregistered', '0 4 * * *')).rejects.toThrow('Unknown job "test-unregistered"');
  });
});
