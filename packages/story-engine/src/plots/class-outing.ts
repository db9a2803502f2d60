import type { CatalogueTheme, Wording } from '../world/catalogue';
import { CLASS_OUTING } from '../understand/outing-at-the-setting';

/**
 * "a school trip to the farm", "a nursery trip to the zoo", "a day at the museum with her class": the place's day, gone
 * to with the class. Its opening says so first, so the farm is not a day from a house in town with nobody from school.
 */

/** Entries of a place to go to for the day: only these are gone to with the class. */
const PLACE_KINDS = new Set<CatalogueTheme['kind']>(['event', 'activity', 'interest']);

/** The entry as the class goes to it, when the theme says it does. */
export function onAClassOuting(entry: CatalogueTheme, theme: string | undefined): CatalogueTheme {
  const said = theme?.match(CLASS_OUTING);
  if (!said || !PLACE_KINDS.has(entry.kind)) return entry;
  const group = (said[1] ?? said[2] ?? said[3] ?? 'school').toLowerCase().replace(/^pre-?school$/, 'nursery').replace(/^field$/, 'school');
  const who = group === 'class' ? 'school' : group;
  const first = `It was the day of the ${who} trip, and {hero}'s whole class went together, with their teacher.`;
  const opening = eachWording(entry.opening, (line) => `${first} ${line}`);
  // The last page remembers it as the class's trip, not only the place's day.
  const end = eachWording(entry.end, (line) => `${line} It had been the best ${who} trip ever.`);
  // Gone to from school, not from a house in town.
  const { visitorHome: _home, ...fromSchool } = entry;
  return { ...fromSchool, opening, end };
}

const eachWording = (wording: Wording, change: (line: string) => string): Wording => (typeof wording === 'string' ? change(wording) : (wording.map(change) as unknown as Wording));
