import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@studio/contracts/settings';
import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import { recordAdminAction } from '../../src/modules/audit/audit-log';
import { getSetting } from '../../src/modules/settings/settings';
import { upsertSetting } from '../../src/modules/settings/repo';
import { saveCustomer } from '../../src/modules/auth/customer-cache';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp, signUpAdmin } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

type Auth = { access_token: string };
const request = (method: 'GET' | 'PUT', url: string, auth?: Auth, payload?: object) =>
  product.app.inject({ method, url, ...(auth && { headers: bearer(auth) }), ...(payload && { payload }) });
const auditLog = async (admin: Auth) => (await request('GET', '/api/v1/admin/audit-log?per_page=100', admin)).json() as Paged<AuditEntry>;

describe('requireAdmin', () => {
  it('answers 401 to a visitor, 403 with a detail to a customer, and lets an admin through', async () => {
    expect((await request('GET', '/api/v1/admin/settings')).statusCode).toBe(401);

    const customer = await signUp(product);
    const refused = await request('GET', '/api/v1/admin/settings', customer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin_only', detail: expect.stringContaining('restricted to administrators') });

    const admin = await signUpAdmin(product);
    expect((await request('GET', '/api/v1/admin/settings', admin)).statusCode).toBe(200);
  });

  it('refuses a customer before reading the body, and stops an admin who is demoted', async () => {
    const customer = await signUp(product);
    expect((await request('PUT', '/api/v1/admin/settings', customer, { nonsense: true })).statusCode).toBe(403);

    const admin = await signUpAdmin(product);
    expect((await request('GET', '/api/v1/admin/audit-log', admin)).statusCode).toBe(200);
    await saveCustomer(product.context, product.context.db, admin.customer.id, { role: 'customer' });
    expect((await request('GET', '/api/v1/admin/audit-log', admin)).statusCode).toBe(403);
  });
});

describe('settings', () => {
  it('reads defaults from an empty table, saves an update, and serves the new value at once', async () => {
    const admin = await signUpAdmin(product);
    expect((await request('GET', '/api/v1/admin/settings', admin)).json()).toEqual(DEFAULT_SETTINGS);
    // Warm the cache, so the read after the update proves it was invalidated.
    expect(await getSetting(product.context, 'credit_costs')).toEqual(DEFAULT_SETTINGS.credit_costs);

    const credit_costs = { ...DEFAULT_SETTINGS.credit_costs, 'gpt-image-1': 6 };
    const saved = await request('PUT', '/api/v1/admin/settings', admin, { credit_costs, reason: 'new model prices' });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as Settings).credit_costs).toEqual(credit_costs);
    expect(await getSetting(product.context, 'credit_costs')).toEqual(credit_costs);
    expect((await request('GET', '/api/v1/admin/settings', admin)).json()).toEqual({ ...DEFAULT_SETTINGS, credit_costs });

    const entry = (await auditLog(admin)).items.find((item) => item.action === 'settings.update' && item.actor_id === admin.customer.id);
    expect(entry).toMatchObject({
      target_type: 'settings',
      target_id: 'credit_costs',
      reason: 'new model prices',
      details: { before: { credit_costs: DEFAULT_SETTINGS.credit_costs }, after: { credit_costs } },
    });
    expect(entry?.request_id).toBeTruthy();

    await request('PUT', '/api/v1/admin/settings', admin, { credit_costs: DEFAULT_SETTINGS.credit_costs, reason: 'back to defaults' });
  });

  it('refuses bad values with field errors and changes nothing', async () => {
    const admin = await signUpAdmin(product);
    const before = (await auditLog(admin)).total;
    for (const payload of [
      { credit_costs: { ...DEFAULT_SETTINGS.credit_costs, builtin: -1 }, reason: 'negative' },
      { credit_costs: { builtin: 1 }, reason: 'missing models' },
      { credit_costs: DEFAULT_SETTINGS.credit_costs },
    ]) {
      const response = await request('PUT', '/api/v1/admin/settings', admin, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ detail: expect.any(String), errors: expect.any(Array) });
    }
    expect((await auditLog(admin)).total).toBe(before);
    expect(await getSetting(product.context, 'credit_costs')).toEqual(DEFAULT_SETTINGS.credit_costs);
  });

  it('keeps defaults for fields a stored value does not name, and ignores a stored value that no longer parses', async () => {
    await upsertSetting(product.context.db, 'credit_costs', { 'gpt-image-1': 2 }, new Date());
    const admin = await signUpAdmin(product);
    const partial = (await request('PUT', '/api/v1/admin/settings', admin, { reason: 'touch nothing' })).json() as Settings;
    expect(partial.credit_costs).toEqual({ ...DEFAULT_SETTINGS.credit_costs, 'gpt-image-1': 2 });

    await upsertSetting(product.context.db, 'credit_costs', 'not an object', new Date());
    const broken = (await request('PUT', '/api/v1/admin/settings', admin, { reason: 'touch nothing again' })).json() as Settings;
    expect(broken.credit_costs).toEqual(DEFAULT_SETTINGS.credit_costs);
    await upsertSetting(product.context.db, 'credit_costs', DEFAULT_SETTINGS.credit_costs, new Date());
  });
});

describe('audit log', () => {
  it('is written in the caller\'s transaction: a change that fails leaves no entry, one that commits leaves both', async () => {
    const admin = await signUpAdmin(product);
    const before = (await auditLog(admin)).total;
    const failed = product.context.db.transaction(async (tx) => {
      await upsertSetting(tx, 'credit_costs', { ...DEFAULT_SETTINGS.credit_costs, builtin: 9 }, new Date());
      await recordAdminAction(tx, { actorId: admin.customer.id, action: 'settings.update', targetType: 'settings', reason: 'will roll back' });
      throw new Error('the rest of the change failed');
    });
    await expect(failed).rejects.toThrow('the rest of the change failed');
    const afterFailure = await auditLog(admin);
    expect(afterFailure.total).toBe(before);
    expect(afterFailure.items.some((item) => item.reason === 'will roll back')).toBe(false);

    await product.context.db.transaction(async (tx) => {
      await recordAdminAction(tx, { actorId: admin.customer.id, action: 'customer.note', targetType: 'customer', targetId: admin.customer.id, reason: 'kept' });
    });
    const afterCommit = await auditLog(admin);
    expect(afterCommit.total).toBe(before + 1);
    expect(afterCommit.items[0]).toMatchObject({ action: 'customer.note', reason: 'kept', target_id: admin.customer.id });
  });

  it('pages newest first', async () => {
    const admin = await signUpAdmin(product);
    // Entries of one transaction share their created_at (and PGlite's clock is coarse): insertion order breaks the tie.
    await product.context.db.transaction(async (tx) => {
      for (const reason of ['first', 'second', 'third', 'fourth', 'fifth']) await recordAdminAction(tx, { actorId: admin.customer.id, action: 'test.order', targetType: 'test', reason });
    });
    const page = (await request('GET', '/api/v1/admin/audit-log?page=1&per_page=2', admin)).json() as Paged<AuditEntry>;
    expect(page.per_page).toBe(2);
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(5);
    const all = await auditLog(admin);
    const ours = all.items.filter((item) => item.action === 'test.order').map((item) => item.reason);
    expect(ours).toEqual(['fifth', 'fourth', 'third', 'second', 'first']);
  });
});
