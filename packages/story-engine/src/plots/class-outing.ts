import type { CatalogueTheme, Wording } from '../world/catalogue';

/**
 * "a school trip to the farm", "a nursery trip to the zoo", "a day at the museum with her class": the place's day, gone
 * to with the class. Its opening says so first, so the farm is not a day from a house in town with nobody from school.
 */
const OUTING = /\b(school|class|nursery|pre-?school|kindergarten|reception|field)\s+(?:trip|outing|visit|day out)\b|\bwith (?:the|my|his|her|their|our) (school|class|nursery)\b|\b(school|class|nursery)\s+(?:went|goes|going)\b/i;

/** Entries of a place to go to for the day: only these are gone to with the class. */
const PLACE_KINDS = new Set<CatalogueTheme['kind']>(['event', 'activity', 'interest']);

/** The entry as the class goes to it, when the theme says it does. */
export function onAClassOuting(entry: CatalogueTheme, theme: string | undefined): CatalogueTheme {
  const said = theme?.match(OUTING);
  if (!said || !PLACE_KINDS.has(entry.kind)) return entry;
  const group = (said[1] ?? said[2] ?? said[3] ?? 'school').toLowerCase().replace(/^pre-?school$/, 'nursery').replace(/^field$/, 'school');
  const who = group === 'class' ? 'school' : group;
  const first = `It was the day of the ${who} trip, and {hero}'s whole class went together, with their teacher.`;
  const opening: Wording = typeof entry.opening === 'string' ? `${first} ${entry.opening}` : (entry.opening.map((line) => `${first} ${line}`) as unknown as Wording);
  // Gone to from school, not from a house in town.
  const { visitorHome: _home, ...fromSchool } = entry;
  return { ...fromSchool, opening };
}
