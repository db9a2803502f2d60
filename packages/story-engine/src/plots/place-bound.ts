import type { CatalogueTheme } from '../world/catalogue';

/**
 * A line bound to the entry's own place ("Everyone spoke in soft library voices.") beside a line at home (read 44: "Arjun
 * emptied his school bag onto the floor. Everyone spoke in soft library voices."): a day that moves between places, a
 * library book hunted for at home and owned up to at the desk, keeps each page's lines to its place.
 */
export function offItsPlace(entry: CatalogueTheme | undefined, line: string, beside: string | undefined): boolean {
  if (!entry || !beside || !AT_HOME.test(beside)) return false;
  const place = placeWords(entry);
  return place !== undefined && place.test(line) && !place.test(beside);
}

/** Things only a house has: a page naming one is at home. */
const AT_HOME = /\b(?:under the bed|(?:his|her|their|its) bed|the sofa|the bath|toy box|school bag|bedroom|kitchen|at home|wardrobe|cupboard|the stairs)\b/i;

/** The entry's own place by its id's words ("library", "swimming pool"),. */
function placeWords(entry: CatalogueTheme): RegExp | undefined {
  const own = entry.id.split('-').filter((word) => word.length > 3);
  return own.length === 0 ? undefined : new RegExp(`\\b(?:${own.join('|')})\\b`, 'i');
}
