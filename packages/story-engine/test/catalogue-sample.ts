import { hashString } from '@studio/seeded-random';
import { THEME_CATALOGUE, type CatalogueTheme } from '../src/world/catalogue';

/**
 * How many catalogue entries a test walked when sampling began (round 7, issue 31): a test that writes a book per
 * entry writes this many, however long the catalogue grows, so the package's test time does not grow with it.
 */
export const WALKED_ENTRIES = 62;

/**
 * `walked` × `cells.length` pairs of a catalogue entry and a cell of the grid (an age, a length, a seed), picked by
 * `seed` from every entry × cell: each pair is kept by its own hash, so a new entry takes only the places it wins and
 * every entry is walked somewhere across the seeds the tests use.
 */
export function catalogueSample<C>(seed: number, cells: readonly C[], entries: readonly CatalogueTheme[] = THEME_CATALOGUE, walked = WALKED_ENTRIES): Array<[CatalogueTheme, C, number]> {
  const all = entries.flatMap((entry) => cells.map((cell, c) => ({ entry, cell, rank: hashString(`${entry.id}:${c}`, seed) })));
  const kept = all.sort((a, b) => a.rank - b.rank).slice(0, Math.min(all.length, walked * cells.length));
  // Catalogue order, and each entry's own index, as the walks before sampling used it for their seeds.
  return kept.map(({ entry, cell }) => [entry, cell, THEME_CATALOGUE.indexOf(entry)] as [CatalogueTheme, C, number]).sort((a, b) => a[2] - b[2]);
}
