import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { GOOD_PASSWORD, latestCode, randomIp, registration, uniqueEmail } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct({ ADMIN_EMAILS: 'boss@example.com' });
});
afterAll(() => product.stop());

const register = (payload: unknown, remoteAddress = randomIp()) =>
  product.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object, remoteAddress });

describe('POST /api/v1/auth/register', () => {
  it('creates an unverified customer, trims and lower-cases the e-mail, and e-mails a 6-digit code', async () => {
    const email = uniqueEmail('Mixed.Case');
    const response = await register(registration({ email: `  ${email.toUpperCase()}  ` }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.customer).toMatchObject({ email: email.toLowerCase(), full_name: 'Ada Parent', date_of_birth: '1988-04-12', role: 'customer', is_verified: false, profile_picture: null });
    expect(Object.keys(body.customer).sort()).toEqual(['created_at', 'date_of_birth', 'email', 'full_name', 'id', 'is_verified', 'profile_picture', 'role']);
    expect(body.message).toContain(email.toLowerCase());
    expect(await latestCode(product, email.toLowerCase())).toMatch(/^\d{6}$/);
  });

  it('answers 409 for an e-mail that already has an account', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const again = await register({ ...first, email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'An account with this email already exists', code: 'email_taken' });
  });

  it.each([
    ['a short password', { password: 'short1' }, 'password'],
    ['a password over 128 characters', { password: 'x'.repeat(129) }, 'password'],
    ['a common password', { password: 'password123' }, 'password'],
    ['a date of birth in the future', { date_of_birth: '2999-01-01' }, 'date_of_birth'],
    ['a date that is not ISO', { date_of_birth: '12/04/1988' }, 'date_of_birth'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email'],
    ['an empty name', { full_name: '   ' }, 'full_name'],
  ])('refuses %s with 422 and a field error', async (_label, override, field) => {
    const response = await register(registration(override));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.detail).toEqual(expect.any(String));
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('refuses a missing body with a clear detail', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers: { 'content-type': 'application/json' }, payload: '{bad json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('The request body is not valid JSON');
  });

  it('makes ADMIN_EMAILS accounts admins', async () => {
    const response = await register(registration({ email: 'boss@example.com' }));
    expect(response.json().customer.role).toBe('admin');
  });

  it('limits registrations per IP with 429 and Retry-After', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await register(registration({ password: GOOD_PASSWORD }), ip)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    const limited = await register(registration(), ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/Try again in \d+ (seconds|minutes)\./);
  });
});
