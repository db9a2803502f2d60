import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderStatus, ProviderTestResult } from '@studio/contracts/admin-providers';
import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import type { PriceListVersion } from '@studio/contracts/print-prices';
import { DEFAULT_BRAND, type Brand, type Settings } from '@studio/contracts/settings';
import { bearer, signUp, signUpAdmin, waitForMail } from '../support/accounts';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  product = await startTestProduct();
  admin = await signUpAdmin(product);
});
afterAll(() => product.stop());

const asAdmin = () => apiAs(product, admin);
const publicBrand = async () => (await product.app.inject({ method: 'GET', url: '/api/v1/settings/brand' })).json() as Brand;
const audit = async (query: string) => ((await asAdmin().get(`/api/v1/admin/audit-log?${query}`)).json() as Paged<AuditEntry>).items;

describe('the brand configuration', () => {
  it('is public, starts at spec §1, and follows an administrator\u2019s change at once', async () => {
    expect(await publicBrand()).toEqual(DEFAULT_BRAND);
    expect(DEFAULT_BRAND).toMatchObject({ opening_hours: 'Mon-Fri 9AM-5PM GMT', founded_year: 2024 });

    const brand = { ...DEFAULT_BRAND, support_phone: '+44 20 7946 0999' };
    const saved = await asAdmin().put('/api/v1/admin/settings', { brand, reason: 'New support line' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Settings).brand.support_phone).toBe('+44 20 7946 0999');
    expect(await publicBrand()).toEqual(brand);
    expect(await audit('target_type=settings&action=settings.update')).toContainEqual(
      expect.objectContaining({ target_id: 'brand', reason: 'New support line', details: { before: { brand: DEFAULT_BRAND }, after: { brand } } }),
    );
  });

  it('refuses a bad e-mail or phone with the field, and keeps the old values', async () => {
    const before = await publicBrand();
    for (const [brand, field] of [
      [{ ...before, support_email: 'not-an-email' }, 'brand.support_email'],
      [{ ...before, support_phone: 'call us' }, 'brand.support_phone'],
    ] as const) {
      const response = await asAdmin().put('/api/v1/admin/settings', { brand, reason: 'Typo test' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([expect.objectContaining({ field })]);
    }
    expect(await publicBrand()).toEqual(before);
  });
});

describe('unpaid-order expiry', () => {
  it('defaults to the server setting and can be changed', async () => {
    expect(((await asAdmin().get('/api/v1/admin/settings')).json() as Settings).unpaid_order_expiry_hours).toBeNull();
    const saved = await asAdmin().put('/api/v1/admin/settings', { unpaid_order_expiry_hours: 24, reason: 'Shorter wait' });
    expect((saved.json() as Settings).unpaid_order_expiry_hours).toBe(24);
    expect((await asAdmin().put('/api/v1/admin/settings', { unpaid_order_expiry_hours: 0, reason: 'Zero' })).statusCode).toBe(422);
    const cleared = await asAdmin().put('/api/v1/admin/settings', { unpaid_order_expiry_hours: null, reason: 'Back to the server default' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((cleared.json() as Settings).unpaid_order_expiry_hours).toBeNull();
  });

  it('round-trips: what GET answers, PUT takes back unchanged (a blank expiry is null)', async () => {
    const current = (await asAdmin().get('/api/v1/admin/settings')).json() as Settings;
    expect(current.unpaid_order_expiry_hours).toBeNull();
    const saved = await asAdmin().put('/api/v1/admin/settings', { ...current, reason: 'Saved the form as it was' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(current);
    expect((await asAdmin().get('/api/v1/admin/settings')).json()).toEqual(current);
  });
});

describe('the print price table', () => {
  it('saves a new version, audited, and refuses a bad one', async () => {
    const current = (await asAdmin().get('/api/v1/admin/print-prices')).json() as PriceListVersion;
    const prices = { ...current.prices, gloss_cover_cents: current.prices.gloss_cover_cents + 50 };
    const saved = await asAdmin().put('/api/v1/admin/print-prices', { prices, reason: 'Gloss lamination costs more' });
    expect(saved.statusCode, saved.body).toBe(200);
    // Versions come from a sequence: later, not necessarily next.
    const version = (saved.json() as PriceListVersion).version;
    expect(version).toBeGreaterThan(current.version);
    expect(saved.json()).toMatchObject({ prices });
    expect(((await asAdmin().get('/api/v1/admin/print-prices')).json() as PriceListVersion).version).toBe(version);
    expect(await audit(`target_type=print_price_list&target_id=${version}`)).toEqual([
      expect.objectContaining({ action: 'print_prices.update', reason: 'Gloss lamination costs more', details: { before_version: current.version, after_version: version } }),
    ]);

    const bad = await asAdmin().put('/api/v1/admin/print-prices', { prices: { ...prices, gloss_cover_cents: -1 }, reason: 'Negative' });
    expect(bad.statusCode).toBe(422);
    expect(((await asAdmin().get('/api/v1/admin/print-prices')).json() as PriceListVersion).version).toBe(version);
  });
});

describe('providers', () => {
  it('lists the built-in defaults and tests each one for real', async () => {
    const customer = await signUp(product);
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/admin/providers', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/admin/providers/mail/test' })).statusCode).toBe(401);

    const statuses = (await asAdmin().get('/api/v1/admin/providers')).json() as ProviderStatus[];
    expect(statuses.map((status) => [status.area, status.adapter, status.built_in])).toEqual([
      ['mail', 'outbox', true],
      ['ai', 'builtin', true],
      ['payments', 'test', true],
      ['storage', 'local', true],
      ['fulfilment', 'manual', true],
    ]);
    for (const area of ['mail', 'ai', 'payments', 'storage', 'fulfilment']) {
      const result = (await asAdmin().post(`/api/v1/admin/providers/${area}/test`)).json() as ProviderTestResult;
      expect(result, area).toMatchObject({ area, ok: true });
    }
    await waitForMail(product, admin.customer.email, /If you can read it, e-mail works/);
    expect((await asAdmin().post('/api/v1/admin/providers/telepathy/test')).statusCode).toBe(422);
  });
});

describe('the audit log', () => {
  it('filters by action and administrator, and refuses a malformed administrator id', async () => {
    const mine = await audit(`actor_id=${admin.customer.id}&per_page=100`);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((entry) => entry.actor_id === admin.customer.id && entry.actor_email === admin.customer.email)).toBe(true);
    expect((await audit('action=print_prices.update')).every((entry) => entry.action === 'print_prices.update')).toBe(true);
    expect((await asAdmin().get('/api/v1/admin/audit-log?actor_id=nobody')).statusCode).toBe(422);
  });
});
