import { priceListSchema, type PriceList } from '@studio/contracts/print-prices';
import type { AppContext } from '../../app-context';
import type { DbOrTx } from '../../db/client';
import { perContext } from '../../lib/per-context';
import { TtlCache } from '../../lib/ttl-cache';
import { findLatestPriceList } from './repo';

export interface CurrentPriceList {
  version: number;
  prices: PriceList;
}

/** Quotes are asked for on every change in the wizard: each process keeps the list for a few seconds. */
const TTL_MS = 5000;
const caches = perContext(() => new TtlCache<'list', CurrentPriceList>(TTL_MS, 1));

/** The newest price list, read through; a stored list that no longer parses is a deployment error, not a customer's. */
export async function readPriceList(db: DbOrTx): Promise<CurrentPriceList> {
  const row = await findLatestPriceList(db);
  if (!row) throw new Error('No print price list: the migrations seed one');
  return { version: row.version, prices: priceListSchema.parse(row.prices) };
}

export async function cachedPriceList(context: AppContext): Promise<CurrentPriceList> {
  const cache = caches(context);
  const cached = cache.get('list');
  if (cached) return cached;
  const list = await readPriceList(context.db);
  cache.set('list', list);
  return list;
}

/** After an edit: this process quotes from the new version at once. */
export function forgetCachedPriceList(context: AppContext): void {
  caches(context).delete('list');
}
