import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { REFRESH_REUSE_GRACE_MS } from '../../src/modules/auth/sessions';
import { bearer, randomIp, registration, signUp, waitForMail } from '../support/accounts';

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
  it('rotates refresh tokens: a used one is dead after the grace, and presenting it again revokes the whole sign-in', async () => {
    const customer = await signUp(product);
    const first = await refresh(customer.refresh_token);
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(customer.refresh_token);
    expect((await profile(rotated.access_token)).statusCode).toBe(200);

    product.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
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

  it('two refreshes with the same token at once (two tabs) both succeed, and every token they give works', async () => {
    const customer = await signUp(product);
    const answers = await Promise.all([refresh(customer.refresh_token), refresh(customer.refresh_token), refresh(customer.refresh_token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const issued = answers.map((answer) => answer.json() as { access_token: string; refresh_token: string });
    expect(new Set(issued.map((tokens) => tokens.refresh_token)).size).toBe(3);
    for (const tokens of issued) {
      expect((await profile(tokens.access_token)).statusCode).toBe(200);
      expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
    }
    // Within the grace, a second use right after the first is the same browser's race, not a leak.
    product.clock.advance(REFRESH_REUSE_GRACE_MS - 1_000);
    expect((await refresh(customer.refresh_token)).statusCode).toBe(200);
  });

  it('logout revokes the sign-in and refuses its access token at once (and tokens from before it elsewhere)', async () => {
    const customer = await signUp(product);
    const rotated = (await refresh(customer.refresh_token)).json() as { access_token: string; refresh_token: string };
    const otherDevice = (await login(customer.customer.email, customer.password)).json() as { access_token: string; refresh_token: string };
    expect((await profile(rotated.access_token)).statusCode).toBe(200);
    product.clock.advance(1);
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: rotated.refresh_token } });
    expect(response.statusCode).toBe(200);
    const refused = await profile(rotated.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('Your session has ended. Please sign in again.');
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
    // Even the grace's way back in is closed: the whole sign-in was revoked.
    expect((await refresh(customer.refresh_token)).statusCode).toBe(401);
    // Another device keeps its sign-in: its access token is refused, its refresh token gets a new one.
    expect((await profile(otherDevice.access_token)).statusCode).toBe(401);
    const renewed = await refresh(otherDevice.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().access_token)).statusCode).toBe(200);
    // A new sign-in works at once.
    expect((await profile((await login(customer.customer.email, customer.password)).json().access_token)).statusCode).toBe(200);
  });

  it('a password reset refuses every access token issued before it', async () => {
    const customer = await signUp(product);
    expect((await profile(customer.access_token)).statusCode).toBe(200);
    await product.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: customer.customer.email }, remoteAddress: randomIp() });
    const mail = await waitForMail(product, customer.customer.email, /reset-password\?token=/);
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.text)![1]!);
    product.clock.advance(1);
    const reset = await product.app.inject({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { token, new_password: 'An0ther-Dragon-Tale' }, remoteAddress: randomIp() });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await profile(customer.access_token)).statusCode).toBe(401);
    expect((await profile((await login(customer.customer.email, 'An0ther-Dragon-Tale')).json().access_token)).statusCode).toBe(200);
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
