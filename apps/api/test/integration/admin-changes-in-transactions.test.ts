import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@studio/contracts/settings';
import type { AuditEntry } from '@studio/contracts/audit';
import type { Paged } from '@studio/contracts/pagination';
import { getSetting, updateSettings } from '../../src/modules/settings/settings';
import { setRoleOfEmail } from '../../src/modules/auth/roles';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUpAdmin } from '../support/accounts';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

type Auth = { access_token: string };
const get = (url: string, auth: Auth) => product.app.inject({ method: 'GET', url, headers: bearer(auth) });
const auditLog = async (admin: Auth) => (await get('/api/v1/admin/audit-log?per_page=100', admin)).json() as Paged<AuditEntry>;

describe('updateSettings in the caller\'s transaction', () => {
  it('leaves neither the setting nor its audit entry when the larger change fails, and both when it commits', async () => {
    const admin = await signUpAdmin(product);
    const actor = { customerId: admin.customer.id };
    const before = (await auditLog(admin)).total;
    // Warm this process's cache with the defaults.
    expect(await getSetting(product.context, 'credit_costs')).toEqual(DEFAULT_SETTINGS.credit_costs);

    const doomed = { ...DEFAULT_SETTINGS.credit_costs, builtin: 7 };
    const failed = product.context.db.transaction(async (tx) => {
      const seenInside = await updateSettings(product.context, actor, { credit_costs: doomed, reason: 'part of a larger change' }, tx);
      expect(seenInside.credit_costs).toEqual(doomed);
      throw new Error('the rest of the change failed');
    });
    await expect(failed).rejects.toThrow('the rest of the change failed');
    expect(await getSetting(product.context, 'credit_costs')).toEqual(DEFAULT_SETTINGS.credit_costs);
    expect((await auditLog(admin)).total).toBe(before);

    const kept = { ...DEFAULT_SETTINGS.credit_costs, builtin: 3 };
    await product.context.db.transaction((tx) => updateSettings(product.context, actor, { credit_costs: kept, reason: 'committed with the rest' }, tx));
    expect(await getSetting(product.context, 'credit_costs')).toEqual(kept);
    const log = await auditLog(admin);
    expect(log.total).toBe(before + 1);
    expect(log.items[0]).toMatchObject({ action: 'settings.update', reason: 'committed with the rest', details: { after: { credit_costs: kept } } });

    await updateSettings(product.context, actor, { credit_costs: DEFAULT_SETTINGS.credit_costs, reason: 'back to defaults' });
    expect(await getSetting(product.context, 'credit_costs')).toEqual(DEFAULT_SETTINGS.credit_costs);
  });
});

describe('requireAdmin and a demotion made outside this process', () => {
  it('refuses the demoted admin within the customer cache\'s 2 s', async () => {
    const admin = await signUpAdmin(product);
    expect((await get('/api/v1/admin/settings', admin)).statusCode).toBe(200);
    // As `npm run admin -- demote` does from another process: the row changes, this process's cache does not hear of it.
    const demotedAt = Date.now();
    await setRoleOfEmail(product.context.db, admin.customer.email, 'customer');
    let status = 200;
    while (status === 200 && Date.now() - demotedAt < 5000) {
      status = (await get('/api/v1/admin/settings', admin)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(403);
    // The TTL, plus one poll and a request's time on a busy machine.
    expect(Date.now() - demotedAt).toBeLessThan(2000 + 1500);
  });
});
