import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail, CustomerRow } from '@studio/contracts/admin-customers';
import type { AuditEntry } from '@studio/contracts/audit';
import type { CreditBalance } from '@studio/contracts/billing';
import type { Paged } from '@studio/contracts/pagination';
import { bearer, GOOD_PASSWORD, latestCode, registration, signUp, signUpAdmin } from '../support/accounts';
import { balanceOf, switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { customers } from '../../src/db/schema';

let product: TestProduct;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  product = await startTestProduct();
  admin = await signUpAdmin(product);
});
afterAll(() => product.stop());

const asAdmin = () => apiAs(product, admin);
const trail = async (customerId: string) =>
  ((await asAdmin().get(`/api/v1/admin/audit-log?target_type=customer&target_id=${customerId}`)).json() as Paged<AuditEntry>).items;
const login = (email: string, password = GOOD_PASSWORD) => product.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

describe('customers: who may', () => {
  it('answers 401 to a visitor and 403 to a customer on every endpoint', async () => {
    const customer = await signUp(product);
    const id = customer.customer.id;
    for (const [method, url] of [
      ['GET', '/api/v1/customers'],
      ['GET', `/api/v1/customers/${id}`],
      ['PATCH', `/api/v1/customers/${id}`],
      ['POST', `/api/v1/customers/${id}/credits`],
      ['POST', `/api/v1/customers/${id}/resend-verification`],
      ['GET', '/api/v1/admin/dashboard'],
    ] as const) {
      expect((await product.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      const refused = await product.app.inject({ method, url, payload: {}, headers: bearer(customer) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().detail).toMatch(/restricted to administrators/);
    }
  });
});

describe('finding customers', () => {
  it('searches by e-mail or name, case-insensitively, with pages and the plan', async () => {
    const tag = `zebra${Date.now().toString(36)}`;
    const first = await signUp(product, { full_name: `Ada ${tag}` });
    const second = await signUp(product, { email: `${tag}.parent@example.com` });
    await switchToPlan(product, second, 'pro');
    const found = (await asAdmin().get(`/api/v1/customers?q=${tag.toUpperCase()}`)).json() as Paged<CustomerRow>;
    expect(found.total).toBe(2);
    expect(found.items.map((row) => row.id)).toEqual([second.customer.id, first.customer.id]);
    expect(found.items[0]).toMatchObject({ plan_name: 'Pro', disabled: false, role: 'customer', is_verified: true });
    expect(found.items[1]!.plan_name).toBeNull();

    const paged = (await asAdmin().get(`/api/v1/customers?q=${tag}&per_page=1&page=2`)).json() as Paged<CustomerRow>;
    expect(paged).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(paged.items.map((row) => row.id)).toEqual([first.customer.id]);
    expect(((await asAdmin().get('/api/v1/customers?q=%25')).json() as Paged<CustomerRow>).total).toBe(0);
    expect((await asAdmin().get('/api/v1/customers/not-an-id')).statusCode).toBe(404);
    expect((await asAdmin().get('/api/v1/customers/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
  });
});

describe('changing a customer', () => {
  it('adds and takes back credits as ledger entries, shown in their balance, each audited', async () => {
    const customer = await signUp(product);
    const given = await asAdmin().post(`/api/v1/customers/${customer.customer.id}/credits`, { amount: 25, reason: 'Sorry for the printing delay' });
    expect(given.statusCode, given.body).toBe(200);
    expect((given.json() as CreditBalance).balance).toBe(25);
    expect((await balanceOf(product, customer)).balance).toBe(25);

    await asAdmin().post(`/api/v1/customers/${customer.customer.id}/credits`, { amount: -5, reason: 'Given twice by mistake' });
    const tooMany = await asAdmin().post(`/api/v1/customers/${customer.customer.id}/credits`, { amount: -21, reason: 'Too much' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().detail).toMatch(/has 20 credits/);
    expect((await asAdmin().post(`/api/v1/customers/${customer.customer.id}/credits`, { amount: 0, reason: 'Nothing' })).statusCode).toBe(422);
    expect((await asAdmin().post(`/api/v1/customers/${customer.customer.id}/credits`, { amount: 3 })).statusCode).toBe(422);

    const detail = (await asAdmin().get(`/api/v1/customers/${customer.customer.id}`)).json() as CustomerDetail;
    expect(detail.credits.balance).toBe(20);
    expect(detail.ledger.map((entry) => [entry.kind, entry.delta])).toEqual([
      ['admin_adjustment', -5],
      ['admin_adjustment', 25],
    ]);
    const entries = await trail(customer.customer.id);
    expect(entries.map((entry) => [entry.action, entry.details.amount, entry.reason])).toEqual([
      ['customer.credits', -5, 'Given twice by mistake'],
      ['customer.credits', 25, 'Sorry for the printing delay'],
    ]);
  });

  it('disabling ends sign-in, refresh and the access token at once; enabling lets them back in', async () => {
    const customer = await signUp(product);
    const email = customer.customer.email;
    expect((await apiAs(product, customer).get('/api/v1/auth/profile')).statusCode).toBe(200);

    const disabled = await asAdmin().patch(`/api/v1/customers/${customer.customer.id}`, { disabled: true, reason: 'Chargeback fraud' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ disabled: true, disabled_reason: 'Chargeback fraud' });

    const profile = await apiAs(product, customer).get('/api/v1/auth/profile');
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({ code: 'account_disabled' });
    const refreshed = await product.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', payload: { refresh_token: customer.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await login(email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().detail).toMatch(/This account has been disabled/);

    await asAdmin().patch(`/api/v1/customers/${customer.customer.id}`, { disabled: false, reason: 'Bank confirmed it was a mistake' });
    expect((await login(email)).statusCode).toBe(200);
    expect((await trail(customer.customer.id)).map((entry) => entry.action)).toEqual(['customer.enable', 'customer.disable']);
  });

  it('changes the role, but never an administrator\u2019s own, and a failed change leaves no audit row', async () => {
    const customer = await signUp(product);
    const promoted = await asAdmin().patch(`/api/v1/customers/${customer.customer.id}`, { role: 'admin', reason: 'Joins the support team' });
    expect(promoted.json()).toMatchObject({ role: 'admin' });
    expect((await apiAs(product, customer).get('/api/v1/admin/dashboard')).statusCode).toBe(200);

    const self = await asAdmin().patch(`/api/v1/customers/${admin.customer.id}`, { disabled: true, reason: 'Oops' });
    expect(self.statusCode).toBe(409);
    expect(await trail(admin.customer.id)).toEqual([]);
    expect((await asAdmin().patch(`/api/v1/customers/${customer.customer.id}`, { reason: 'Nothing to change' })).statusCode).toBe(422);
    expect((await trail(customer.customer.id)).map((entry) => entry.action)).toEqual(['customer.role']);
  });

  it('resends a verification code to an unverified account only', async () => {
    const body = registration();
    const registered = await product.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(registered.statusCode).toBe(201);
    const [row] = await product.context.db.select({ id: customers.id }).from(customers).where(eq(customers.email, body.email));
    const id = row!.id;
    const firstCode = await latestCode(product, body.email);
    product.clock.advance(61_000);
    const resent = await asAdmin().post(`/api/v1/customers/${id}/resend-verification`);
    expect(resent.statusCode, resent.body).toBe(204);
    await expect.poll(async () => latestCode(product, body.email), { timeout: 10_000 }).not.toBe(firstCode);
    expect((await trail(id)).map((entry) => entry.action)).toEqual(['customer.resend_verification']);
    expect((await asAdmin().post(`/api/v1/customers/${admin.customer.id}/resend-verification`)).statusCode).toBe(409);
  });
});
