import { priceListSchema, type PriceListUpdate, type PriceListVersion } from '@studio/contracts/print-prices';
import type { AppContext } from '../../app-context';
import { auditBy, recordAdminAction, type AdminActor } from '../audit/audit-log';
import { forgetCachedPriceList, readPriceList } from './price-list';
import { insertPriceList } from './price-lists-repo';
import { findLatestPriceList } from './repo';

export async function getPriceListForAdmin(context: AppContext): Promise<PriceListVersion> {
  const row = await findLatestPriceList(context.db);
  if (!row) throw new Error('No print price list: the migrations seed one');
  return { version: row.version, prices: priceListSchema.parse(row.prices), created_at: row.createdAt.toISOString() };
}

/**
 * Saves the price table and shipping rates as a new version, with the audit row in the same transaction.
 * Quotes and orders already made keep the version they name; new quotes use this one at once here, and
 * within a few seconds on other replicas.
 */
export async function updatePriceList(context: AppContext, actor: AdminActor, update: PriceListUpdate): Promise<PriceListVersion> {
  const saved = await context.db.transaction(async (tx) => {
    const before = await readPriceList(tx);
    const row = await insertPriceList(tx, { prices: update.prices, note: update.reason, createdBy: actor.customerId, createdAt: context.clock.now() });
    await recordAdminAction(tx, {
      ...auditBy(actor, update.reason),
      action: 'print_prices.update',
      targetType: 'print_price_list',
      targetId: String(row.version),
      details: { before_version: before.version, after_version: row.version },
    });
    return row;
  });
  forgetCachedPriceList(context);
  return { version: saved.version, prices: update.prices, created_at: saved.createdAt.toISOString() };
}
