import { hashString } from '@studio/seeded-random';
import { THEME_CATALOGUE, type CatalogueTheme } from '../src/world/catalogue';

/** How many themes a test that writes a book per theme reads: the catalogue's size when the tests were last this costly. */
export const CATALOGUE_SAMPLE = 62;

/**
 * A seeded sample of the catalogue, the same size however many themes it grows to, so a test that writes a book per
 * theme costs what it did at 62 themes (CI time, issue 31). Each cell of an age × length grid passes its own seed, so
 * between them the cells cover the catalogue.
 */
export function catalogueSample(seed: string, size = CATALOGUE_SAMPLE, from: readonly CatalogueTheme[] = THEME_CATALOGUE): CatalogueTheme[] {
  if (from.length <= size) return [...from];
  return [...from].sort((a, b) => hashString(`${seed}:${a.id}`) - hashString(`${seed}:${b.id}`)).slice(0, size);
}
