import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/db/schema';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, latestCode, randomIp, uniqueEmail } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const passwordArbitrary = fc
  .string({ minLength: 8, maxLength: 40, unit: fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789-_!@#$%^&*'.split('')) })
  .filter((p) => !/^(.)\1+$/.test(p));

describe('the account API never returns a password or its hash', () => {
  it('across register, failed login, verify, login, profile, refresh and password change', async () => {
    await fc.assert(
      fc.asyncProperty(passwordArbitrary, fc.string({ minLength: 1, maxLength: 30 }).filter((n) => n.trim().length > 0), async (password, name) => {
        const email = uniqueEmail('leak');
        const bodies: string[] = [];
        const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: Record<string, string>) => {
          const response = await product.app.inject({ method, url, payload, headers, remoteAddress: randomIp() });
          bodies.push(response.body);
          return response;
        };
        await call('POST', '/api/v1/auth/register', { email, password, full_name: name, date_of_birth: '1990-01-01' });
        await call('POST', '/api/v1/auth/register', { email, password, full_name: name, date_of_birth: '1990-01-01' });
        await call('POST', '/api/v1/auth/login', { email, password });
        const otp = await latestCode(product, email);
        const verified = (await call('POST', '/api/v1/verification/verify', { email, otp })).json();
        const login = (await call('POST', '/api/v1/auth/login', { email, password })).json();
        await call('POST', '/api/v1/auth/login', { email, password: `${password}x` });
        await call('GET', '/api/v1/auth/profile', undefined, bearer(login));
        await call('PUT', '/api/v1/auth/profile', { full_name: `${name} B` }, bearer(login));
        await call('POST', '/api/v1/auth/token/refresh', { refresh_token: verified.refresh_token });
        await call('POST', '/api/v1/auth/logout', { refresh_token: login.refresh_token });

        const [row] = await product.context.db.select().from(customers).where(eq(customers.email, email));
        expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
        for (const body of bodies) {
          expect(body).not.toContain(password);
          expect(body).not.toContain(row!.passwordHash);
          expect(body).not.toMatch(/password_hash|passwordHash|\$argon2/);
        }
      }),
      { numRuns: 8 },
    );
  });
});
