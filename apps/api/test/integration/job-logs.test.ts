import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/lib/logger';
import { defineJob } from '../../src/modules/jobs/job-definition';
import { waitForJobsOfKind } from '../support/jobs';
import { startTestProduct, type TestProduct } from '../support/test-product';

type LogLine = { msg: string; jobId?: string; job?: string; label?: string };
const lines: LogLine[] = [];
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({}, { log: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }) });
  await product.context.jobs.register(
    defineJob({
      name: 'test-logs-as-it-draws',
      version: 1,
      payload: z.object({ label: z.string(), fail: z.boolean() }),
      retryLimit: 0,
      concurrency: 2,
      // Logs through the process logger, as services do: the job's id and kind come from the scope it runs in.
      handler: async ({ label, fail }) => {
        product.context.log.info({ label }, 'drawing a page');
        await new Promise((resolve) => setTimeout(resolve, 20));
        product.context.log.info({ label }, 'page drawn');
        if (fail) throw new Error('The crayons are all broken');
        return null;
      },
    }) as never,
  );
  await product.context.jobs.startWorkers();
});
afterAll(() => product.stop());

describe('log lines written while a job runs', () => {
  it('carry the job id and kind, each job its own (two workers of the kind)', async () => {
    const first = await product.context.jobs.enqueue('test-logs-as-it-draws', { label: 'first', fail: false }, { customerId: null });
    const second = await product.context.jobs.enqueue('test-logs-as-it-draws', { label: 'second', fail: true }, { customerId: null });
    await waitForJobsOfKind(product, 'test-logs-as-it-draws');

    const byLabel = (label: string) => lines.filter((line) => line.label === label);
    expect(byLabel('first').map(({ msg, jobId, job }) => ({ msg, jobId, job }))).toEqual([
      { msg: 'drawing a page', jobId: first.jobId, job: 'test-logs-as-it-draws' },
      { msg: 'page drawn', jobId: first.jobId, job: 'test-logs-as-it-draws' },
    ]);
    expect(byLabel('second').map(({ jobId }) => jobId)).toEqual([second.jobId, second.jobId]);
    expect(lines.find((line) => line.msg === 'job attempt failed')).toMatchObject({ jobId: second.jobId, job: 'test-logs-as-it-draws' });
  });

  it('are not carried by lines written outside a job', async () => {
    product.context.log.info({ label: 'outside' }, 'between jobs');
    expect(lines.find((line) => line.label === 'outside')).not.toHaveProperty('jobId');
  });
});
