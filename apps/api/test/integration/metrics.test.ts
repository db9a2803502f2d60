import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../src/modules/jobs/job-definition';
import { bearer, signUp } from '../support/accounts';
import { switchToPlan } from '../support/billing';
import { completeStory, illustrate } from '../support/books';
import { waitForJobsOfKind } from '../support/jobs';
import { startTestProduct, type TestProduct } from '../support/test-product';

const METRICS_TOKEN = 'operators-only-metrics-token';
let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ METRICS_TOKEN });
  await product.context.jobs.register(
    defineJob({
      name: 'test-always-fails',
      version: 1,
      payload: z.object({}),
      retryLimit: 0,
      handler: async () => {
        throw new Error('The crayons are all broken');
      },
    }) as never,
  );
  await product.context.jobs.startWorkers();
});
afterAll(() => product.stop());

const scrape = (authorization?: string) => product.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function metrics(): Promise<string> {
  const response = await scrape(`Bearer ${METRICS_TOKEN}`);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series in Prometheus text format, e.g. sample(text, 'x_total', { kind: 'a' }). */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(row);
    return match?.[1] === name && wanted.every((label) => (match[2] ?? '').split(',').includes(label));
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is for operators: 401 without the METRICS_TOKEN bearer, 404 on a server that has no token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${METRICS_TOKEN}`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toContain('METRICS_TOKEN');
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    const withoutToken = await startTestProduct();
    try {
      const response = await withoutToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Metrics are not served here: set METRICS_TOKEN to turn them on');
      // Nothing reads them there, so the process series (with their timers) are not sampled.
      expect(withoutToken.context.metrics.registry.getSingleMetric('process_resident_memory_bytes')).toBeUndefined();
    } finally {
      await withoutToken.stop();
    }
  });

  it('times requests by route pattern, never by the raw URL', async () => {
    const auth = await signUp(product);
    const storyId = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await product.app.inject({ method: 'GET', url: '/api/v1/plans' })).statusCode).toBe(200);
    expect((await product.app.inject({ method: 'GET', url: `/api/v1/books/${storyId}`, headers: bearer(auth) })).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: `/api/v1/no-such-thing/${storyId}` })).statusCode).toBe(404);
    expect((await product.app.inject({ method: 'GET', url: `/no-such-page-${storyId}` })).statusCode).toBe(404);

    const text = await metrics();
    expect(text).toContain('# TYPE studio_http_request_duration_seconds histogram');
    expect(sample(text, 'studio_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/plans', status_code: '200' })).toBe(3);
    expect(sample(text, 'studio_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/books/:id', status_code: '404' })).toBe(1);
    // Unknown paths are one series, so a scan of made-up URLs cannot grow the metrics without bound.
    expect(sample(text, 'studio_http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(2);
    expect(text).not.toContain(storyId);
  });

  it('counts job attempts by kind and outcome, failures, queue depth and the credits a book spent', async () => {
    const auth = await signUp(product);
    await waitForJobsOfKind(product, 'send-email');
    await switchToPlan(product, auth, 'free');
    const storyId = await completeStory(product, auth);
    expect(await illustrate(product, auth, storyId)).toMatchObject({ status: 'succeeded', result: { images: 9 } });
    await product.context.jobs.enqueue('test-always-fails', {}, { customerId: null });
    await waitForJobsOfKind(product, 'test-always-fails');

    const text = await metrics();
    expect(sample(text, 'studio_job_duration_seconds_count', { kind: 'send-email', outcome: 'succeeded' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'studio_job_duration_seconds_count', { kind: 'illustrate-book', outcome: 'succeeded' })).toBe(1);
    expect(sample(text, 'studio_job_duration_seconds_count', { kind: 'test-always-fails', outcome: 'failed' })).toBe(1);
    expect(sample(text, 'studio_job_failures_total', { kind: 'test-always-fails' })).toBe(1);
    expect(sample(text, 'studio_job_failures_total', { kind: 'illustrate-book' })).toBeUndefined();
    expect(sample(text, 'studio_credits_spent_total', { model: 'builtin' })).toBe(9);
    expect(sample(text, 'studio_job_queue_depth', { queue: 'illustrate-book' })).toBe(0);
    expect(text).toContain('# TYPE studio_job_queue_depth gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reports the jobs waiting in a queue', async () => {
    // Registered after the workers started: nothing here runs it, so what is sent waits.
    await product.context.jobs.register(defineJob({ name: 'test-waits', version: 1, payload: z.object({}), handler: async () => null }) as never);
    for (let i = 0; i < 2; i += 1) await product.context.jobs.enqueue('test-waits', {}, { customerId: null });
    expect(sample(await metrics(), 'studio_job_queue_depth', { queue: 'test-waits' })).toBe(2);
  });
});
