import type { z } from 'zod';
import type { AppContext } from '../app-context';
import { SerialisedJson } from './json-reply';
import { perContext } from './per-context';
import { TtlCache } from './ttl-cache';

/**
 * A customer's lists (stories, orders, uploads, ledger), answered from memory for up to TTL_MS. On
 * PGlite every query blocks the event loop, so a list read at each page load would cap the whole
 * process (ADR 021). Everything cached for a customer is dropped when they write (any request
 * other than a read, before and after it runs) and when one of their jobs moves on in this process;
 * an administrator's write in this process drops every customer's; another replica may show the
 * previous list for at most TTL_MS, as with the customer cache (ADR 007).
 */
const TTL_MS = 2000;
// Expired generations are only pushed out by newer ones, so this bounds memory (a generation may hold a 1000-story filter).
const MAX_CUSTOMERS = 1000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class CustomerReadCache {
  /** Per customer, one generation of answers (by key), begun at its first read: every answer in it is at most TTL_MS old. */
  private readonly generations = new TtlCache<string, Map<string, Promise<unknown>>>(TTL_MS, MAX_CUSTOMERS);

  /** The answer for `key`, loaded once per generation; concurrent reads share one load, and a failed load is not kept. */
  read<T>(customerId: string, key: string, load: () => Promise<T>): Promise<T> {
    let generation = this.generations.get(customerId);
    if (!generation) {
      generation = new Map();
      this.generations.set(customerId, generation);
    }
    const cached = generation.get(key);
    if (cached) return cached as Promise<T>;
    const loading = load();
    generation.set(key, loading);
    const current = generation;
    loading.catch(() => current.delete(key));
    return loading;
  }

  /**
   * Like `read`, but keeps the answer as the JSON the route sends (checked against its response schema
   * once), for answers so long that serialising them again for every request would cost more than the query.
   */
  readJson<T>(customerId: string, key: string, schema: z.ZodType<T>, load: () => Promise<T>): Promise<SerialisedJson> {
    return this.read(customerId, `json:${key}`, async () => new SerialisedJson(JSON.stringify(schema.parse(await load()))));
  }

  /** Drops what is cached for the customer; a load still running lands in the dropped generation, unseen. */
  forget(customerId: string): void {
    this.generations.delete(customerId);
  }

  /** Drops what is cached for everyone: an administrator's change may touch any customer's lists. */
  forgetEveryone(): void {
    this.generations.clear();
  }
}

export const customerReads = perContext((context: AppContext) => {
  const cache = new CustomerReadCache();
  context.jobs.onCustomerJobChange((customerId) => cache.forget(customerId));
  return cache;
});

export const isWrite = (method: string) => !READ_METHODS.has(method);
