import type { CatalogueTheme } from '../world/catalogue';
import { readCostume } from '../understand/read-costume';

/**
 * A catalogue entry whose lines have the costume the parent named ({costume}: "the Gruffalo"), with it put in every
 * line; an entry without the slot is as it was. The variant that has the slot is only chosen when a costume is named.
 */
export function withCostume(entry: CatalogueTheme, words: string): CatalogueTheme {
  const costume = readCostume(words);
  if (!costume || !JSON.stringify(entry).includes('{costume}')) return entry;
  return putIn(entry, costume) as CatalogueTheme;
}

function putIn(value: unknown, costume: string): unknown {
  if (typeof value === 'string') return value.replaceAll('{costume}\'s', `${costume}'s`).replaceAll('{costume}', costume);
  if (Array.isArray(value)) return value.map((item) => putIn(item, costume));
  if (value && typeof value === 'object' && !(value instanceof RegExp)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, putIn(item, costume)]));
  return value;
}
