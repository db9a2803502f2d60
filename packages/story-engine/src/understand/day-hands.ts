import { foundOf, putOnOf } from '../world/days/hands-things';
import type { DayReading } from './read-day';

/**
 * A doing of no kind the kits know read again by what the hands do with its thing: something put on the body ("putting
 * on sun cream at the beach", "putting a plaster on"), something found ("finding a wallet on the way home"), or something
 * taken somewhere ("taking the recycling to the tip", "taking a card to the lady next door"), something chosen ("choosing new
 * school shoes") or wrapped ("wrapping a present for daddy"); a thing picked up or filled is a job. Each is told in its own
 * steps (`plots/hands-kits.ts`) rather than the general "got everything ready … it would not go right".
 */
export type HandsKind = 'applying' | 'finding' | 'taking' | 'choosing' | 'wrapping';

/** Verbs of carrying a thing to a place or a person. */
const TAKING = /^(?:take|bring|carry|deliver|drop|return|post|send)$/;
/** Places a thing is taken to and left: bins to sort it into, or a counter to hand it over at. */
const HANDED_IN = /\b(?:tip|dump|recycling(?: centre| center)?|bottle bank|charity shop|post office|bank|launderette|laundrette|dry cleaners?|cleaners|shop)$/i;
/** What is ridden, not carried. */
const RIDDEN = /\b(?:bus|train|tram|ferry|boat|plane|aeroplane|coach|taxi|tube|metro|lift|escalator)$/i;
/** A post box, however typed: it has a slot, not a counter. */
const POST_BOX = /\b(?:post ?box|letter ?box|pillar box)$/i;

/** "to the tip", "round to grandma's", "to the lady next door": where a thing is taken. */
const TO = /\b(?:to|round to|over to|into|at)\s+(.+?)(?:\s+(?:because|for|with|on|after|before)\b.*)?$/i;

/**
 * The day re-kinded when the hands' doing is known, or nothing. `placeOf` reads a place gone to (`read-day.ts`); a person
 * taken to ("to grandma", "to the neighbours") is `takenTo`, not a place.
 */
export function handsDay(day: DayReading, todo: string, object: string, placeOf: (phrase: string, framed: boolean) => string | undefined): Partial<DayReading> | undefined {
  const verb = todo.split(' ')[0]!;
  // "choosing new school shoes", "picking out a book": so many, a muddle, two left, the one.
  if (day.thing && (verb === 'choose' || (verb === 'pick' && /^out\s/i.test(object)))) return { kind: 'choosing' };
  // "wrapping a present for daddy": paper, tape and a bow, never the general doing.
  if (day.thing && verb === 'wrap') return { kind: 'wrapping' };
  // "picking up litter on the beach", "filling the paddling pool": a job done to a thing, one bit at a time.
  if (day.thing && ((verb === 'pick' && /^up\s/i.test(object)) || verb === 'fill')) return { kind: 'chores' };
  // "having my face painted", "getting my hair plaited": the child done to, told as the thing put on.
  if ((verb === 'put' || isDoneTo(verb, object))) {
    const put = putOnOf(object);
    // The thing put on, never the body it goes on ("{his} face" painted is the paint).
    const own = day.thing && !/\b(?:face|cheeks?|nails|knees?|arms?|legs?)\b/.test(day.thing.the) ? day.thing.the : undefined;
    // Nothing is made: the title says the doing whole ("The Day Ivy Put Glitter on Her Cheeks").
    return put ? { kind: 'applying', thing: { the: put.said ?? own ?? 'the paint', plural: false }, made: undefined } : undefined;
  }
  if (verb === 'find' && day.thing) {
    // "a ten pound note": the money's worth is part of its name, which the short thing drops.
    const worth = /\b(?:a|an|some)\s+((?:\p{L}+\s+)?(?:pound|penny|euro|dollar)\s+(?:note|coin))\b/iu.exec(object)?.[1];
    return foundOf(day.thing.the.split(' ').at(-1)!) ? { kind: 'finding', ...(worth ? { thing: { the: `the ${worth}`, plural: false } } : {}) } : undefined;
  }
  // "taking the bus into town" is a ride, not a thing carried there.
  if (!TAKING.test(verb) || !day.thing || RIDDEN.test(day.thing.the)) return undefined;
  // "posting a letter to my penpal": whoever it is for, it goes in the post box.
  if (verb === 'post' || verb === 'send') return { kind: 'taking', takenTo: 'the post box' };
  const to = TO.exec(object)?.[1]?.trim();
  if (!to) return undefined;
  if (POST_BOX.test(to)) return { kind: 'taking', takenTo: 'the post box' };
  const place = placeOf(to, true);
  const there = place?.replace(/^an? /, 'the ');
  // "to grandma" is Grandma, said as a name.
  if (PERSONS.test(to)) return { kind: 'taking', takenTo: to.replace(/^(?:my|our)\s+/i, '{his} ').replace(KIN_NAME, (kin) => kin.charAt(0).toUpperCase() + kin.slice(1)) };
  // Only a place with bins or a counter to hand a thing over at: a teddy taken to nursery is no errand.
  return place && HANDED_IN.test(place) ? { kind: 'taking', place, name: `the trip to ${there}` } : undefined;
}

/** A family word alone, said as a name. */
const KIN_NAME = /^(?:grandma|grandpa|granny|nana|nan|nanny|gran|grandad|auntie|uncle)$/i;

/** Whom a thing is taken to rather than where: "the neighbours", "the lady next door", "grandma". */
const PERSONS = /\b(?:neighbours?|next door|lady|man|grandma|grandpa|granny|nana|nan|nanny|gran|grandad|auntie|uncle|friend|teacher|santa)\b/i;

/** Being done to: "having my face painted", "getting my nails done", "having my hair brushed". */
const DONE_TO = /^(?:\{his\}|my|her|his|their)\s+(?:face|nails|hair)\s+(?:painted|done|brushed|plaited|braided|combed|washed)\b/i;

/** Whether a "have" or "get" with its words is the child done to (`DONE_TO`): such a day is told, though "get" alone is none. */
export const isDoneTo = (verb: string, object: string): boolean => (verb === 'have' || verb === 'get') && DONE_TO.test(object.trim());

/** The kinds of day the hands tell, each with its own kit (`plots/hands-kits.ts`). */
export const HANDS_KINDS: ReadonlySet<string> = new Set<HandsKind>(['applying', 'finding', 'taking', 'choosing', 'wrapping']);

/**
 * A day of the hands is told as that day over a catalogue entry that shares only a word of its place or thing with it
 * ("finding a purse in the supermarket car park" is no shopping trip, "choosing a new bike" no learning to ride,
 * "wrapping a birthday present" no birthday of the hero's). A thing the entry names ("a wallet found"), or a place or person
 * a thing is taken to that it is of ("taking the dog to the vet", "a letter to santa"), stays the entry's.
 */
export function handsOutrank(day: DayReading, entryWords: RegExp): boolean {
  if (!HANDS_KINDS.has(day.kind)) return false;
  if (entryWords.test(day.doing.split(' ')[0]!)) return false;
  // Choosing and wrapping are the story whatever is chosen or wrapped ("choosing a new bike" is no learning to ride).
  if (day.kind === 'choosing' || day.kind === 'wrapping') return true;
  // Found, put on or taken: an entry of the thing itself keeps it ("a wallet found", "a parcel"), and an entry of the
  // place or person a thing is taken to ("a letter to santa" is Christmas's).
  if (day.thing && entryWords.test(day.thing.the)) return false;
  // An entry that names the doing itself keeps it ("finding a wallet": the wallet's own entry; "her face painted like a
  // tiger": the face painting), never one that names only its place ("a glove found in the supermarket car park").
  if (entryWords.test(day.doing.split(/ (?:in|at|on|to|from|by|near|outside|inside|round|around|behind|under) /)[0]!)) return false;
  const to = day.kind === 'taking' ? TO.exec(day.doing)?.[1] ?? day.place ?? day.takenTo ?? '' : '';
  return !(to && entryWords.test(to));
}
