import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';

const METRICS_TOKEN = 'operators-only-metrics-token';
let worker: TestProduct;
beforeAll(async () => {
  worker = await startTestProduct({ METRICS_TOKEN, WORKER_PORT: '0' }, { role: 'worker' });
});
afterAll(() => worker.stop());

describe('a worker with WORKER_PORT', () => {
  it('answers its health check and its metrics, including the jobs it can run', async () => {
    const health = await worker.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });

    const metrics = await worker.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('studio_job_queue_depth{queue="illustrate-book"} 0');
    expect((await worker.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it('serves nothing customers use', async () => {
    for (const url of ['/api/v1/plans', '/', '/health/detailed']) expect((await worker.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('a worker without WORKER_PORT', () => {
  it('has no HTTP app to listen with', async () => {
    const quiet = await startTestProduct({}, { role: 'worker' });
    try {
      expect(quiet.app).toBeNull();
    } finally {
      await quiet.stop();
    }
  });
});
