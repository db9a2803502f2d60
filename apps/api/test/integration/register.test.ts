import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { eq } from 'drizzle-orm';
import { customers } from '../../src/db/schema';
import { GOOD_PASSWORD, codeIn, latestCode, randomIp, registration, signUp, uniqueEmail, waitForMail, waitForMailNumber } from '../support/accounts';

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
    expect(response.json()).toEqual({ email: email.toLowerCase(), message: `We sent an e-mail to ${email.toLowerCase()} with what you need to continue.` });
    const [created] = await product.context.db.select().from(customers).where(eq(customers.email, email.toLowerCase()));
    expect(created).toMatchObject({ fullName: 'Ada Parent', dateOfBirth: '1988-04-12', role: 'customer', isVerified: false, profilePictureKey: null });
    expect(await latestCode(product, email.toLowerCase())).toMatch(/^\d{6}$/);
  });

  it('answers an address that already has an account as a new one, changing nothing, and tells its holder by e-mail', async () => {
    const holder = await signUp(product);
    const fresh = registration();
    const answers = [await register({ ...registration(), email: holder.customer.email.toUpperCase(), full_name: 'Someone Else', password: 'An0ther-Dragon-Tale' }), await register(fresh)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]!.json()).toEqual({ email: holder.customer.email, message: `We sent an e-mail to ${holder.customer.email} with what you need to continue.` });
    expect(Object.keys(answers[0]!.json())).toEqual(Object.keys(answers[1]!.json()));
    const note = await waitForMail(product, holder.customer.email, /You already have one/);
    expect(note.subject).toBe('You already have a Storybook studio account');
    // Nothing changed: the holder's name and password still stand.
    const [row] = await product.context.db.select().from(customers).where(eq(customers.email, holder.customer.email));
    expect(row!.fullName).toBe(holder.customer.full_name);
    const login = await product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: holder.customer.email, password: holder.password }, remoteAddress: randomIp() });
    expect(login.statusCode).toBe(200);
  });

  it('sends a never-verified address a fresh code when it is registered again', async () => {
    const first = registration();
    expect((await register(first)).statusCode).toBe(201);
    const firstCode = await latestCode(product, first.email);
    expect((await register(first)).statusCode).toBe(201);
    // Counted, not timed: an e-mail's Date header has whole seconds, so "sent after" cannot tell two mails of one second apart.
    const again = codeIn(await waitForMailNumber(product, first.email, 2));
    expect(again).toMatch(/^\d{6}$/);
    expect(again).not.toBe(firstCode);
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
    expect((await register(registration({ email: 'boss@example.com' }))).statusCode).toBe(201);
    const [row] = await product.context.db.select().from(customers).where(eq(customers.email, 'boss@example.com'));
    expect(row!.role).toBe('admin');
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
