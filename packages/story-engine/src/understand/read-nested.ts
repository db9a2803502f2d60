// Only the catalogue's type: `read-day.ts` imports this file, and the catalogue's modules import `read-day.ts`.
import type { CatalogueTheme } from '../world/catalogue';
import { RIDE_ROWS } from '../world/days/ride-rows';
import type { ContestReading } from './read-contest';
import type { DayReading } from './read-day';
import { TRAINING_ROWS } from '../world/days/training-rows';

/**
 * An occasion or doing nested inside another day or place ("the sandcastle contest on our beach holiday", "the carousel
 * at the fair", "a donkey ride on the beach"): the inner one is what the parent asked about, so it is the story's
 * problem and turn, and the outer one is only where it happens. Held-out reads 39–40 told such themes as the near
 * catalogue entry's own day (a beach day with the competition lost, the park's slide for the little train).
 */

/** Where the outer day or place begins: "… at the fair", "… on our beach holiday", "… during the summer fete". */
const OUTER = /\s+(?:at|on|during|in|down at|up at|at the end of)\s+(?=\S)/gi;

/** The theme split at each place word, inner first: "the carousel" | "the fair". */
function splits(text: string): { inner: string; outer: string; by: string }[] {
  return [...text.matchAll(OUTER)].map((found) => ({ inner: text.slice(0, found.index).trim(), outer: text.slice(found.index! + found[0].length).trim(), by: found[0].trim().toLowerCase() })).filter(({ inner, outer }) => inner && outer);
}

/** The outer place as a story says it: "at the fair", "on the beach holiday" (the parent's "my" and "our" are not the book's). */
const whereSaid = (by: string, outer: string): string => `${by} ${outer.replace(/\bmy\b/gi, '{his}').replace(/\bour\b/gi, 'the')}`;

/** The words an entry is matched by, found anywhere in a text, with where each match starts and ends. */
function spansOf(words: RegExp, text: string): [number, number][] {
  const every = new RegExp(words.source, words.flags.includes('g') ? words.flags : `${words.flags}g`);
  return [...text.matchAll(every)].map((found) => [found.index!, found.index! + found[0].length]);
}

/**
 * Whether an entry the catalogue found is only the outer day of a contest inside it: its words name the place or the
 * thing made ("beach", "sandcastle"), never the contest word itself ("the talent show" and "the spelling bee" are the
 * entry's own contests, and stay its).
 */
export function contestInside(contest: ContestReading, entry: CatalogueTheme, text: string): boolean {
  const word = spansOf(new RegExp(`\\b${contest.word}\\b`, 'i'), text)[0];
  if (!word) return false;
  const named = spansOf(new RegExp(escaped(contest.name.replace(/^the /i, '')), 'i'), text);
  const spans = spansOf(entry.words, text);
  // "the egg and spoon race" is sports day's own race (its lines run it); "the sandcastle contest" no beach day's.
  const ownContest = spans.some((span) => named.some((name) => overlaps(span, name))) && entrySays(entry, contest.word);
  // An entry found by its meaning, not its words ("talent-show"), is its own contest's.
  return spans.length > 0 && !ownContest && spans.every((span) => !overlaps(span, word));
}

const overlaps = ([from, to]: [number, number], [start, end]: [number, number]): boolean => from < end && to > start;
const escaped = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether an entry's own lines say a word: the contests it runs itself ("race" at sports day). */
function entrySays(entry: CatalogueTheme, word: string): boolean {
  const lines = [entry.opening, entry.tries, entry.turn, entry.details, entry.win].flat(2).join(' ');
  return new RegExp(`\\b${word}`, 'i').test(lines);
}

/** The ride a theme names, as it names it ("carousel", "donkey ride", "big wheel"), if the table knows it. */
function rideIn(text: string): string | undefined {
  for (const row of RIDE_ROWS) {
    const found = row.words.exec(text.toLowerCase());
    if (found) return found[0].replace(/^ride on (?:a|the) /, '');
  }
  return undefined;
}

/**
 * A ride inside a day out, read as a day of its own whose place is the ride (told in the ride's row, `world/days/ride-rows.ts`)
 * and whose setting is the outer place's: "the carousel at the fair" is going on the carousel, at the fair.
 */
export function rideNested(text: string, personIn: (words: string) => string | undefined): DayReading | undefined {
  // Whoever comes along is a person of the cast, never a word of the place: "at the fair with uncle tom".
  const along = /^(.+?)\s+with\s+(.+)$/i.exec(text);
  const who = along ? personIn(along[2]!) : undefined;
  const said = who ? along![1]! : text;
  const split = splits(said).find(({ inner }) => rideIn(inner) !== undefined);
  const ride = rideIn(split?.inner ?? said);
  if (!ride) return undefined;
  const on = `the ${ride}`;
  const animal = /^(\w+) rides?$/.exec(ride)?.[1];
  // The first page says where the ride is ("going on the carousel at the fair"); the ride's own lines say it short.
  const there = split ? ` ${whereSaid(split.by, split.outer)}` : '';
  return {
    doing: `going on ${on}${there}`,
    todo: `go on ${on}${there}`,
    did: `went on ${on}`,
    place: on,
    name: `the ride on the ${animal ?? ride}`,
    kind: 'outing',
    ...(split ? { at: split.outer } : {}),
    ...(who ? { with: who } : {}),
  };
}

/**
 * A catalogue entry said in the inner words ("a ride on the little train") when the entry found for the whole theme
 * is said only in the outer ones ("the park"): the inner one is the story.
 */
export function entryInside(text: string, entry: CatalogueTheme, entryIn: (words: string) => CatalogueTheme | undefined, isPlace: (words: string) => boolean): CatalogueTheme | undefined {
  // Only a day out or a place is an outer day ("wellies on the wrong feet" is no day; "visiting grandad in the nursing
  // home" is the visit), and only a doing or an occasion is inside one, never a person's house.
  if (entry.kind !== 'event' && entry.kind !== 'activity') return undefined;
  for (const { inner, outer, by } of splits(text)) {
    if (entry.words.test(inner) || !entry.words.test(outer)) continue;
    // "in" is a place's only when the words after it are one ("in the park", never "in the pushchair" or "in sports day");
    // "being in the choir" is who the child is there, and a feeling there is the feeling's (`feelingAround`).
    if ((by === 'in' && !isPlace(outer)) || /^being\b/i.test(inner)) continue;
    const inside = entryIn(inner);
    // The inner one is told at the outer place, so it must be true there: a caravan weekend at the seaside is no forest camp.
    const there = inside && [entry.setting, ...(entry.alsoAt ?? [])].includes(inside.setting);
    if (inside && there && inside.id !== entry.id && !inside.placeOnly && inside.kind !== 'feeling') return inside;
  }
  return undefined;
}

/**
 * A feeling whose own words hold the occasion the catalogue found ("invited to the sleepover except me" holds "sleepover";
 * "scared of the dark at the campsite"): the feeling is the story, and the occasion is where it is felt (its variant
 * tells it there, `world/catalogue/round-18-nested-variants.ts`).
 */
export function feelingAround(text: string, entry: CatalogueTheme, catalogue: readonly CatalogueTheme[]): CatalogueTheme | undefined {
  if (entry.kind === 'feeling') return undefined;
  const held = spansOf(entry.words, text);
  const holds = ([from, to]: [number, number]) => held.some(([start, end]) => from <= start && to >= end && to - from > end - start);
  // Words read whole from the start ("^(?!…)") hold everything, and so say nothing of what they hold.
  return held.length ? catalogue.find((other) => other.kind === 'feeling' && other.id !== entry.id && !other.words.source.startsWith('^') && spansOf(other.words, text).some(holds)) : undefined;
}

/** Training or practising for a run: the practice runs are the story, over the park or the sports day the run is at. */
const TRAINING = /\b(?:train(?:ing)?|practi[sc](?:e|ing)|getting (?:ready|fit)|get (?:ready|fit)) for\b/i;

/** Whether the words name training for a run the table knows (`world/days/training-rows.ts`). */
export const trainsForARun = (text: string): boolean => TRAINING.test(text) && TRAINING_ROWS.some((row) => row.words.test(text.toLowerCase()));

/** "… every saturday", "… on sunday mornings": how often the training is, which no first page says after "Today". */
export const withoutHowOften = (text: string): string => text.replace(/\s+(?:every|each|on|at) (?:single )?(?:mon|tues|wednes|thurs|fri|satur|sun)?(?:days?|weekends?|mornings?|evenings?|nights?|weeks?)\b.*$/i, '');
