import type { AppContext } from '../../app-context';
import { TtlCache } from '../../lib/ttl-cache';
import { findCustomerById, updateCustomer, type CustomerRow } from './repo';
import type { DbOrTx } from '../../db/client';

/**
 * The profile is read on every app start and page load, and PGlite answers one query at a time, so
 * each process keeps customers for a short while. Writes through `saveCustomer` drop the entry at
 * once; another replica may show the old row for at most TTL_MS.
 */
const TTL_MS = 2000;
const caches = new WeakMap<AppContext, TtlCache<string, CustomerRow>>();

function cacheOf(context: AppContext): TtlCache<string, CustomerRow> {
  let cache = caches.get(context);
  if (!cache) {
    cache = new TtlCache(TTL_MS, 50_000);
    caches.set(context, cache);
  }
  return cache;
}

/** The customer if the cache holds them now: a hot path's way to skip the promise of readCustomer (ADR 027). */
export const cachedCustomer = (context: AppContext, id: string): CustomerRow | undefined => cacheOf(context).get(id);

export async function readCustomer(context: AppContext, id: string): Promise<CustomerRow | undefined> {
  const cached = cachedCustomer(context, id);
  if (cached) return cached;
  const row = await findCustomerById(context.db, id);
  if (row) cacheOf(context).set(id, row);
  return row;
}

/** The one way services change a customer row. */
export async function saveCustomer(
  context: AppContext,
  db: DbOrTx,
  id: string,
  changes: Parameters<typeof updateCustomer>[2],
): Promise<CustomerRow | undefined> {
  cacheOf(context).delete(id);
  const row = await updateCustomer(db, id, changes);
  cacheOf(context).delete(id);
  return row;
}

/** Drops the cached row of a deleted account, so its tokens stop working on this process at once. */
export function forgetCustomer(context: AppContext, id: string): void {
  cacheOf(context).delete(id);
}
