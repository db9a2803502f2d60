import { withoutJourneysEnd } from '../understand/on-the-way';
import { readPhrase } from '../understand/read-words';
import type { AgeGroup } from '@studio/contracts/stories';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { farOnly, readNamedPlace, type NamedPlace } from '../understand/read-named-place';
import { capitalize } from '../core/text';
import { plainPlaceLines } from '../world/place-kits';

/**
 * A catalogue entry told at the place the theme names, when that place is not its own ("a picnic at the castle",
 * "sports day at the park", "a sleepover at my cousin's", "a wedding in India"): its everyday place in its lines becomes
 * the parent's, the first page says where it is, and two details carry the place's true lines (`world/place-kits.ts`,
 * `world/far-places.ts`); the setting is the place's, where it has one. An entry whose own lines or variant name the place
 * already, or whose own words are the place ("a trip to the aquarium"), is told as it is.
 */
export function entryAtNamedPlace(entry: CatalogueTheme, theme: string | undefined, age?: AgeGroup): CatalogueTheme {
  // The end of a journey ("on the way to the seaside") is not where the moment is (`on-the-way.ts`).
  const named = theme ? readNamedPlace(withoutJourneysEnd(theme)) : undefined;
  // "a holiday on a farm in Wales": the farm is the entry's own place, and Wales is where it is.
  const place = named && entry.words.test(PLACE_WORDS.exec(theme!)?.[0] ?? '') ? named.far && farOnly(named.far) : named;
  if (!place || linesOf(entry).some((line) => place.word.test(line) || (place.home && HOUSE.test(line)))) return entry;
  // A journey abroad tells its far place itself ({newland}: "When they arrived in Spain…"): never "At last they were in Spain" before the airport.
  if (place.far && linesOf(entry).some((line) => line.includes('{newland}'))) return entry;
  // A friend far away, or a pen pal, is in the far place; the hero stays at home (`farIsTheirs`).
  if (place.far && entry.farIsTheirs) return entry;
  if (entry.placeInLines) return entry;
  // A festival kept at a temple or a grandparent's house is told by `story/festival-place.ts` and `story/kin-house.ts`;
  // one kept in a far place is told here too.
  if (entry.kind === 'festival' && entry.id !== 'birthday' && !place.far) return entry;
  const [first, second] = age === '0-2' ? youngLines(place).slice(0, 1) : age === '3-5' ? youngLines(place) : place.kit?.lines ?? place.far?.lines ?? plainPlaceLines(place.at, place.home === true);
  const moved = (wording: Wording) => map(wording, (line) => line.replace(EVERYDAY_PLACE, (_said, preposition: string) => `${preposition === 'to' || preposition === 'into' ? 'to' : place.at.split(' ')[0]} ${place.name}`));
  const opening = map(moved(entry.opening), (line) => (place.word.test(line) ? line : `${line} ${whereItIs(entry, place)}`));
  const details = entry.details.map(moved) as unknown as [Wording, Wording, Wording, Wording];
  if (first) details[0] = map(details[0], (line) => `${first} ${line}`);
  if (second) details[2] = map(details[2], (line) => `${second} ${line}`);
  const setting = place.kit?.setting ?? entry.setting;
  return {
    ...entry, opening, details, win: moved(entry.win), tries: entry.tries.map(moved) as unknown as CatalogueTheme['tries'], turn: moved(entry.turn),
    setting, alsoAt: [entry.setting, ...(entry.alsoAt ?? [])].filter((other) => other !== setting),
  };
}

/** "The picnic was at the castle this time.", "The sleepover was at {his} cousin's house.": where the day is, said once. */
function whereItIs(entry: CatalogueTheme, place: NamedPlace): string {
  // "The autumn leaves were in the park": a plural name takes "were" (held-out read 36).
  return `${capitalize(entry.name)} ${readPhrase(entry.name).plural ? 'were' : 'was'} ${place.at}${place.far ? ', a long way from home' : ''}.`;
}

/** Where the theme's places are said, from the first of them on: "at the castle", "in a caravan at the seaside". */
const PLACE_WORDS = /\s(?:at|in|on|to|up|by|near|inside)\s.*$/i;
/** A line already at someone's house ("{gran}'s house"): the entry tells a house of the family itself. */
const HOUSE = /'s (?:house|home|flat)\b/;

/** The everyday places the catalogue's lines tell a day at, which a named place takes over. */
const EVERYDAY_PLACE = /\b(in|at|on|to|into|round|around|across) the (?:park|garden|playground|beach|woods|forest|field|living room)\b/g;

const linesOf = (entry: CatalogueTheme): string[] => [entry.opening, ...entry.details].flatMap((wording) => [wording].flat());
const map = (wording: Wording, change: (line: string) => string): Wording => (typeof wording === 'string' ? change(wording) : (wording.map(change) as unknown as Wording));

/**
 * For a reader under six, short lines a young band can hold: the kit's own sights at the place ("At the castle, a flag
 * flapped on the tallest tower."), a far place's long way, a look round a house or a place only named.
 */
function youngLines(place: NamedPlace): readonly string[] {
  if (place.kit) return place.kit.sights.slice(0, 2).map((sight) => (place.word.test(sight) ? `${capitalize(sight)}.` : `${capitalize(place.at)}, ${sight}.`));
  if (place.far) return [`It was a long, long way to ${place.far.name}.`, `{hero} looked and looked at everything in ${place.far.name}.`];
  return [`{hero} looked all round ${place.name}.`];
}
