import type { AdminCreditPackage, CreditPackageCreate, CreditPackageUpdate } from '@studio/contracts/admin-plans';
import type { Paged, PageQuery } from '@studio/contracts/pagination';
import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { auditBy, changedFields, recordAdminAction, type AdminActor } from '../audit/audit-log';
import { insertPackage, listAllPackages, lockPackage, updatePackageRow, type CreditPackageRow, type NewCreditPackageRow } from './packages-repo';

export function toAdminCreditPackage(row: CreditPackageRow): AdminCreditPackage {
  return { id: row.id, name: row.name, credits: row.credits, price_cents: row.priceCents, currency: row.currency, is_active: row.isActive, sort_order: row.sortOrder };
}

export async function listPackagesForAdmin(context: AppContext, query: PageQuery): Promise<Paged<AdminCreditPackage>> {
  const { rows, total } = await listAllPackages(context.db, query.per_page, (query.page - 1) * query.per_page);
  return { items: rows.map(toAdminCreditPackage), total, page: query.page, per_page: query.per_page };
}

export async function createPackage(context: AppContext, actor: AdminActor, input: CreditPackageCreate & { reason: string }): Promise<AdminCreditPackage> {
  const { reason, ...fields } = input;
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const row = await insertPackage(tx, { ...(toPackageColumns(fields) as NewCreditPackageRow), createdAt: now, updatedAt: now });
    const created = toAdminCreditPackage(row);
    await recordAdminAction(tx, { ...auditBy(actor, reason), action: 'credit_package.create', targetType: 'credit_package', targetId: row.id, details: { after: created } });
    return created;
  });
}

/** Changes a package; retiring it (`is_active: false`) takes it off the pricing page. Checkouts already paid are honoured as they were sold. */
export async function updatePackage(context: AppContext, actor: AdminActor, packageId: string, input: CreditPackageUpdate & { reason: string }): Promise<AdminCreditPackage> {
  const { reason, ...fields } = input;
  return context.db.transaction(async (tx) => {
    const before = isUuid(packageId) ? await lockPackage(tx, packageId) : undefined;
    if (!before) throw notFound('Credit package');
    const after = toAdminCreditPackage(await updatePackageRow(tx, packageId, { ...toPackageColumns(fields), updatedAt: context.clock.now() }));
    const retiring = before.isActive && !after.is_active;
    await recordAdminAction(tx, {
      ...auditBy(actor, reason),
      action: retiring ? 'credit_package.retire' : 'credit_package.update',
      targetType: 'credit_package',
      targetId: packageId,
      details: changedFields(toAdminCreditPackage(before), after),
    });
    return after;
  });
}

type PackageFields = Partial<Omit<CreditPackageCreate, 'reason'>> & { is_active?: boolean };

function toPackageColumns(fields: PackageFields): Partial<NewCreditPackageRow> {
  const columns: Partial<NewCreditPackageRow> = {
    name: fields.name,
    credits: fields.credits,
    priceCents: fields.price_cents,
    currency: fields.currency,
    sortOrder: fields.sort_order,
    isActive: fields.is_active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
