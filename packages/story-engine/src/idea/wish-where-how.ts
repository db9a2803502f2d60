import type { AgeGroup, Setting } from '@studio/contracts/stories';
import { catalogueThemeIn, type CatalogueTheme } from '../world/catalogue';
import { entryAsSaid, variantSaid } from '../plots/theme-story';
import { entryText, readRest } from '../understand/read-rest';
import { readNamedPlace } from '../understand/read-named-place';
import { WEATHER_KITS } from '../world/catalogue/rest-kits';

/**
 * A wish that says where or how the parent's told theme happens ("set it on a train", "at the beach", "in the snow",
 * "at Grandma's") is the theme's second half, as if the parent had typed it there: "a school trip to the museum" with
 * "set it on a train" is the class trip BY TRAIN (the ride there on the first page, home again on the last), never a
 * train ride that loses the museum (held-out read 45). The combined words are read as a theme is
 * (`read-rest.ts`, `rest-kept.ts`, `placed-entry.ts`); when they do not tell the same entry, or tell it untrue (a dentist
 * at the beach, a zoo at night, a birthday party at home on a boat), the wish is declined in so many words and the
 * theme kept.
 */
export type WhereHowKind = 'vehicle' | 'night' | 'weather' | 'place';

export interface WhereHowWish {
  kind: WhereHowKind;
  /** The wish's words, to take out of the feedback. */
  matched: RegExp;
  /** As the theme says it: "by train", "in the snow", "at the beach", "at Grandma's". */
  phrase: string;
}

export type WhereHowOutcome =
  | { done: true; theme: string; setting?: Setting; note: string }
  | { done: false; note: string };

const VEHICLE = '(camper ?van|motor ?home|ferry|narrow ?boat|canal boat|boat|ship|coach|tram|taxi|bus|train|steam train|(?:aero)?plane)';
/** "set it on a train", "go by plane", "they take the bus", "on the ferry": a way of going, with the words that lead to it. */
const VEHICLE_WISH = new RegExp(`(?:\\b(?:set|put|have|make|tell)\\s+(?:it|this|the story|them)\\s+)?(?:\\b(?:go|goes|going|went|travel\\w*|get\\s+there|ride|riding)\\s+)?\\b(?:on|in|by|aboard)\\s+(?:(?:a|an|the|their|our)\\s+)?(?:(?:big|little|old|red|double[- ]decker)\\s+)?${VEHICLE}s?\\b|\\b(?:take|takes|taking|took)\\s+(?:a|the)\\s+${VEHICLE}\\b`, 'i');

/** A way of going the theme ends with already: " by bus", " in a campervan". */
const TRAILING_WAY = new RegExp(`\\s+(?:by|on|in|aboard)\\s+(?:(?:a|an|the)\\s+)?${VEHICLE}$`, 'i');

/** The place a theme ends with: " in the park", " at Grandma's house". */
const PLACE_TAIL = /\s+(?:at|in|on|near)\s+(?:(?:the|a|an|my|our|his|her|their)\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?$/u;

const NIGHT_WISH = /(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:at night|in the (?:dark|night)|after dark|night-?time|under the stars)\b/i;

/** The weather a wish asks for, said as the theme would say it (`rest-kits.ts` reads it there). */
const WEATHER_WISHES: readonly [RegExp, string][] = [
  [/(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:in (?:the |a )?snow|snowy|when it snows)\b/i, 'in the snow'],
  [/(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:in (?:the )?(?:pouring )?rain|rainy|when it rains)\b/i, 'in the rain'],
  [/(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:in (?:a |the )?(?:thunder)?storm|stormy)\b/i, 'in a storm'],
  [/(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:in the wind|windy)\b/i, 'on a windy day'],
  [/(?:\b(?:set|put|have|make)\s+(?:it|this|the story)\s+)?\b(?:in the fog|foggy)\b/i, 'on a foggy day'],
];

/** "set it at the beach", "in the city", "at Grandma's", "in the countryside": a place a wish names, with its preposition. */
const PLACE_WISH = /(?:\b(?:set|put|have|make|move)\s+(?:it|this|the story)\s+)?\b(at|in|on|by|near)\s+((?:(?:the|a|an|my|our|his|her|their)\s+)?[\p{L}'’-]+(?:\s+(?!(?:and|or|but|with|please|instead|too|now|so|then|for|to|as)\b)[\p{L}'’-]+)?)/iu;

/** What a wish says of where or how, if it says one. */
export function readWhereHow(wish: string): WhereHowWish | undefined {
  const vehicle = VEHICLE_WISH.exec(wish);
  if (vehicle) {
    const noun = (vehicle[1] ?? vehicle[2] ?? '').toLowerCase().replace(/\s+/g, '').replace(/^ship$/, 'boat').replace(/^aeroplane$/, 'plane').replace(/^steamtrain$/, 'train');
    const inside = /^(?:campervan|motorhome|taxi)$/.test(noun);
    return { kind: 'vehicle', matched: new RegExp(escape(vehicle[0]), 'i'), phrase: inside ? `in a ${noun}` : `by ${noun}` };
  }
  const night = NIGHT_WISH.exec(wish);
  if (night) return { kind: 'night', matched: new RegExp(escape(night[0]), 'i'), phrase: 'at night' };
  for (const [words, phrase] of WEATHER_WISHES) {
    const weather = words.exec(wish);
    if (weather) return { kind: 'weather', matched: new RegExp(escape(weather[0]), 'i'), phrase };
  }
  const place = placeWished(wish);
  return place;
}

function placeWished(wish: string): WhereHowWish | undefined {
  const found = PLACE_WISH.exec(wish);
  if (!found) return undefined;
  const said = `${found[1]!.toLowerCase()} ${found[2]!}`;
  // Only a place the theme reader knows (a kit's place, someone's house, a far place): "in a funny way" is no place. A
  // place asked for outright ("set it in the countryside") is one, told or declined in so many words.
  if (!readNamedPlace(`a day ${said}`) && !/^(?:set|put|move|have|make)\b/i.test(found[0])) return undefined;
  return { kind: 'place', matched: new RegExp(escape(found[0]), 'i'), phrase: said.replace(/\b(?:my|our)\s+/i, 'the ') };
}

interface Told {
  /** The parent's theme as it is told now. */
  theme: string;
  entry: CatalogueTheme;
  notes?: string | undefined;
  age: AgeGroup;
}

/**
 * The theme with the wish in it, when the words still tell the same entry and tell the wish truly; otherwise the
 * wish declined, the theme kept.
 */
export function combineWhereHow(told: Told, wish: WhereHowWish): WhereHowOutcome {
  const theme = told.theme.trim().replace(/[.!]+$/, '');
  const quoted = theme.replace(/["“”]/g, "'");
  const story = `a story of "${quoted}"`;
  const asked = wishSaid(wish);
  const decline = (why: string, can: string): WhereHowOutcome => ({ done: false, note: `The built-in writer could not ${asked}: ${story} ${why}; an AI writer can ${can}.` });
  // A way of going stays last ("a trip to the farm in the snow by bus"): said after the day, it is the way there.
  const way = wish.kind === 'vehicle' ? undefined : TRAILING_WAY.exec(theme);
  // Another place for one the theme names that is not its own ("a picnic in the park", set at the castle) takes its place.
  const ownPlace = wish.kind === 'place' ? PLACE_TAIL.exec(theme) : undefined;
  const replaced = ownPlace && readNamedPlace(theme) && !told.entry.words.test(ownPlace[0]) ? theme.slice(0, ownPlace.index) : undefined;
  const combined = way ? `${theme.slice(0, way.index)} ${wish.phrase}${way[0]}` : `${replaced ?? theme} ${wish.phrase}`;
  if (catalogueThemeIn(combined)?.id !== told.entry.id) return decline('is told as its own story, and the two do not fit into one', 'tell both');
  const before = entryAsSaid(told.entry, theme, told.notes, told.age);
  const after = entryAsSaid(told.entry, combined, told.notes, told.age);
  if (wish.kind === 'vehicle') {
    // A journey is true of a day away from home (the museum, the zoo, Grandma's, the dentist); a party at home has none.
    if (after.setting === 'home' || after.evening || before.onOwn) return decline(`happens ${after.setting === 'home' || after.evening ? 'at home' : 'on foot'}, with no journey in it`, 'take it there');
    // A plane goes too far for a day there and back (a day at Granny's, the zoo): only a holiday is flown to.
    if (vehicleOf(wish) === 'plane' && !/\bholiday|\babroad\b|\bcamping\b/i.test([before.name, before.opening, before.end, ...before.details].flat().join(' '))) return decline('is one day there and home again, too short a trip to fly', 'make it a holiday');
    const rest = readRest(combined, entryText(before));
    if (!rest?.line) return { done: false, note: `${capitalize(asked.replace(/^set it /, ''))} already: ${story} is told with it.` };
    return { done: true, theme: combined, note: `Now they go ${wish.phrase.replace(/^by /, 'by ').replace(/^in a /, 'in a ')}: the ${vehicleOf(wish)} is the journey there and home again, and the story is still "${quoted}".` };
  }
  if (wish.kind === 'night') {
    if (before.evening) return { done: false, note: `It is at night already: ${story} is told in the evening.` };
    // Only a moment the catalogue tells after dark (a storm in the night) is moved into it: a zoo is shut, and a little one is never out in the dark.
    if (!after.evening) return decline('happens by day, as it is', 'find a safe night-time for it');
    return { done: true, theme: combined, note: `Now it happens at night, and the story is still "${quoted}".` };
  }
  if (wish.kind === 'weather') {
    if (after.setting === 'under the sea' || after.setting === 'space') return decline(`happens where there is no weather`, 'change the weather');
    const kit = WEATHER_KITS.find((each) => each.said.test(wish.phrase));
    if (kit?.told.test(entryText(before))) return { done: false, note: `${capitalize(wish.phrase)} already: ${story} is told with it.` };
    return { done: true, theme: combined, note: `Now it happens ${wish.phrase}, and the story is still "${quoted}".` };
  }
  // A place: told in the entry's own variant for it (a sleepover at Grandma's), a festival kept at someone's house
  // (`story/kin-house.ts`), or the entry moved there (`placed-entry.ts`). An entry whose place is its own (the dentist, the
  // museum) stays, and so does a day at home for a place outdoors: its gate, window and spare room do not move to the beach.
  const place = readNamedPlace(`a day ${wish.phrase}`);
  const varied = variantSaid(told.entry, combined, told.age) !== variantSaid(told.entry, theme, told.age);
  const keptAtAHouse = told.entry.kind === 'festival' && place?.home === true;
  const moved = entryText(after) !== entryText(before) && (before.setting !== 'home' || place?.home === true);
  if (!varied && !keptAtAHouse && !moved) return decline(before.setting === 'home' ? 'is told at home, in its own lines' : 'is told where it happens', 'move it');
  const instead = replaced && ownPlace ? ` instead of ${ownPlace[0].trim().replace(/^(\p{L}+\s+)(?:my|our)\s+/iu, '$1the ')}` : '';
  return { done: true, theme: combined, ...(after.setting !== before.setting ? { setting: after.setting } : {}), note: `Now it happens ${wish.phrase}${instead}, and the story is still "${instead ? replaced!.replace(/["“”]/g, "'") : quoted}".` };
}

/** The wish as the idea says it was asked: "set it on a train", "set it at the beach". */
function wishSaid(wish: WhereHowWish): string {
  if (wish.kind === 'vehicle') return `set it ${wish.phrase.startsWith('by ') ? `on a ${wish.phrase.slice(3)}` : wish.phrase}`;
  return `set it ${wish.phrase}`;
}

const vehicleOf = (wish: WhereHowWish) => wish.phrase.replace(/^(?:by|in a)\s+/, '');
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
