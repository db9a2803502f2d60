import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { latestCode, randomIp, registration, signUp } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const post = (url: string, payload: object) => product.app.inject({ method: 'POST', url, payload, remoteAddress: randomIp() });

/** Each route whose answer can carry a token, and how to get such an answer from it. */
const SIGN_INS: Record<string, () => Promise<LightMyRequestResponse>> = {
  'POST /api/v1/auth/login': async () => {
    const customer = await signUp(product);
    return post('/api/v1/auth/login', { email: customer.customer.email, password: customer.password });
  },
  'POST /api/v1/auth/token/refresh': async () => post('/api/v1/auth/token/refresh', { refresh_token: (await signUp(product)).refresh_token }),
  'POST /api/v1/verification/verify': async () => {
    const body = registration();
    await post('/api/v1/auth/register', body);
    return post('/api/v1/verification/verify', { email: body.email, otp: await latestCode(product, body.email), session_type: 'verification' });
  },
};

describe('answers carrying tokens', () => {
  it('are every route whose documented answer has an access token', async () => {
    const { paths } = (await product.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { responses: unknown }>> };
    const carrying = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => JSON.stringify(operation.responses).includes('"access_token"'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(carrying.sort()).toEqual(Object.keys(SIGN_INS).sort());
  });

  it.each(Object.keys(SIGN_INS))('%s is no-store', async (route) => {
    const response = await SIGN_INS[route]!();
    expect(response.statusCode).toBe(200);
    expect(response.json().access_token).toEqual(expect.any(String));
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.pragma).toBe('no-cache');
  });

  it('leave other answers cacheable as their routes say', async () => {
    const brand = await product.app.inject({ method: 'GET', url: '/api/v1/settings/brand' });
    expect(brand.headers['cache-control']).toBe('public, max-age=60');
    const registered = await post('/api/v1/auth/register', registration());
    expect(registered.statusCode).toBe(201);
    expect(registered.headers['cache-control']).toBeUndefined();
  });
});
