import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, randomIp, registration, signUp } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const login = (email: string, password: string, remoteAddress = randomIp()) =>
  product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });
const refresh = (refresh_token: string) => product.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token } });
const profile = (token: string) => product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer({ access_token: token }) });

describe('POST /api/v1/auth/login', () => {
  it('answers the auth response with a three-part JWT carrying sub and exp', async () => {
    const customer = await signUp(product);
    const response = await login(customer.customer.email, customer.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900, customer: { email: customer.customer.email, is_verified: true } });
    expect(body.access_token.split('.')).toHaveLength(3);
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(customer.customer.id);
    expect(claims.exp).toBe(Math.floor(product.clock.now().getTime() / 1000) + 900);
    expect(body.refresh_token).toEqual(expect.any(String));
  });

  it('gives the same 401 for an unknown e-mail and a wrong password, in comparable time', async () => {
    const customer = await signUp(product);
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await login(email, 'Wrong-Password-42');
      return { response, ms: performance.now() - started };
    };
    const unknown = await timed('nobody-here@example.com');
    const wrong = await timed(customer.customer.email);
    for (const { response } of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Incorrect email or password', code: 'unauthorized' });
    }
    // Both paths run one argon2 verification; without the dummy hash the unknown e-mail would be ~50x faster.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
  });

  it('refuses an unverified account with 403 email_not_verified', async () => {
    const body = registration();
    await product.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body, remoteAddress: randomIp() });
    const response = await login(body.email, body.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_verified');
  });

  it('limits attempts per e-mail with 429 and Retry-After', async () => {
    const customer = await signUp(product);
    for (let i = 0; i < 10; i++) expect((await login(customer.customer.email, 'Wrong-Password-42')).statusCode).toBe(401);
    const limited = await login(customer.customer.email, customer.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) await login(`someone${i}@example.com`, 'Wrong-Password-42', ip);
    expect((await login('someone-else@example.com', 'Wrong-Password-42', ip)).statusCode).toBe(429);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens: a used one is dead, and presenting it again revokes the whole sign-in', async () => {
    const customer = await signUp(product);
    const first = await refresh(customer.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(customer.refresh_token);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);

    const reuse = await refresh(customer.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().detail).toEqual(expect.any(String));
    // The reuse killed the family, so the legitimately rotated token is dead too.
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
    const customer = await signUp(product);
    product.clock.advance(31 * 86_400_000);
    try {
      expect((await refresh(customer.refresh_token)).statusCode).toBe(401);
    } finally {
      product.clock.advance(-31 * 86_400_000);
    }
  });

  it('logout revokes the refresh token', async () => {
    const customer = await signUp(product);
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: customer.refresh_token } });
    expect(response.statusCode).toBe(200);
    expect((await refresh(customer.refresh_token)).statusCode).toBe(401);
  });

  it('refuses missing, forged and expired access tokens with 401', async () => {
    const customer = await signUp(product);
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile' })).statusCode).toBe(401);
    const [header, payload] = customer.access_token.split('.');
    expect((await profile(`${header}.${payload}.forged-signature`)).statusCode).toBe(401);
    product.clock.advance(16 * 60_000);
    try {
      const expired = await profile(customer.access_token);
      expect(expired.statusCode).toBe(401);
      expect(expired.json().detail).toMatch(/expired/);
    } finally {
      product.clock.advance(-16 * 60_000);
    }
  });
});
