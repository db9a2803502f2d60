import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp, signUpAdmin } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

describe('platform', () => {
  it('GET /healthz answers ok while the database answers', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/detailed reports every component to an administrator', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/health/detailed', headers: bearer(await signUpAdmin(product)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(Object.keys(body.components).sort()).toEqual(['ai_images', 'ai_text', 'blob_store', 'database', 'mail', 'queue']);
    expect(Object.values(body.components).every((c) => (c as { ok: boolean }).ok)).toBe(true);
  });

  it('GET /health/detailed gives anyone else the status alone', async () => {
    const customer = await signUp(product);
    const callers = {
      visitor: {},
      customer: bearer(customer),
      'a forged token': { authorization: `Bearer ${customer.access_token.slice(0, -4)}AAAA` },
      'not a bearer': { authorization: 'Basic YWRtaW46YWRtaW4=' },
    };
    for (const [caller, headers] of Object.entries(callers)) {
      const response = await product.app.inject({ method: 'GET', url: '/health/detailed', headers });
      expect(response.statusCode, caller).toBe(200);
      expect(response.json(), caller).toEqual({ status: 'ok' });
      expect(response.body, caller).not.toContain(product.dataDir);
    }
  });

  it('sets a request id header, echoing the caller\'s, and security headers', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-me-123' } });
    expect(response.headers['x-request-id']).toBe('trace-me-123');
    const fresh = await product.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers['x-content-type-options']).toBe('nosniff');
    expect(fresh.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fresh.headers['strict-transport-security']).toContain('max-age=');
    expect(fresh.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Error answers carry them too.
    const missing = await product.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API routes with the error model', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', detail: 'No route for POST /api/v1/nothing-here', request_id: expect.any(String) });
  });

  it('serves the OpenAPI document and the docs UI', async () => {
    const spec = await product.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/auth/register', '/api/v1/auth/login', '/api/v1/verification/verify', '/jobs/status/{id}', '/healthz']));
    expect((await product.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBeLessThan(400);
  });

  it('GET /healthz and /health/detailed answer 503 when the database is gone, with a generic error elsewhere', async () => {
    const broken = await startTestProduct();
    const customerCall = () => broken.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a@example.com', password: 'whatever-123' } });
    const admin = await signUpAdmin(broken);
    // The queue stops first: a job ending after the database closed would have pg-boss complete it unawaited (an unhandled rejection).
    await broken.context.jobs.stop();
    await broken.context.database.close();
    try {
      expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
      // An administrator cannot be told from anyone else without the database: the status alone.
      const detailed = await broken.app.inject({ method: 'GET', url: '/health/detailed', headers: bearer(admin) });
      expect(detailed.statusCode).toBe(503);
      expect(detailed.json()).toEqual({ status: 'degraded' });
      const failed = await customerCall();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ code: 'internal_error', detail: 'Something went wrong on our side. Please try again.' });
      expect(failed.body).not.toMatch(/stack|at .*\.ts/);
    } finally {
      await broken.app.close();
    }
  });
});
