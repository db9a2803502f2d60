import { foundOf, putOnOf } from '../world/days/hands-things';
import type { DayReading } from './read-day';

/**
 * A doing of no kind the kits know read again by what the hands do with its thing: something put on the body ("putting
 * on sun cream at the beach", "putting a plaster on"), something found ("finding a wallet on the way home"), or something
 * taken somewhere ("taking the recycling to the tip", "taking a card to the lady next door"). Each is told in its own
 * steps (`plots/hands-kits.ts`) rather than the general "got everything ready … it would not go right".
 */
export type HandsKind = 'applying' | 'finding' | 'taking';

/** Verbs of carrying a thing to a place or a person. */
const TAKING = /^(?:take|bring|carry|deliver|drop|return|post|send)$/;
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
  if (verb === 'put') {
    const put = putOnOf(object);
    return put ? { kind: 'applying', thing: { the: put.said ?? day.thing?.the ?? 'the paint', plural: false } } : undefined;
  }
  if (verb === 'find' && day.thing) {
    // "a ten pound note": the money's worth is part of its name, which the short thing drops.
    const worth = /\b(?:a|an|some)\s+((?:\p{L}+\s+)?(?:pound|penny|euro|dollar)\s+(?:note|coin))\b/iu.exec(object)?.[1];
    return foundOf(day.thing.the.split(' ').at(-1)!) ? { kind: 'finding', ...(worth ? { thing: { the: `the ${worth}`, plural: false } } : {}) } : undefined;
  }
  if (!TAKING.test(verb) || !day.thing) return undefined;
  // "posting a letter to my penpal": whoever it is for, it goes in the post box.
  if (verb === 'post' || verb === 'send') return { kind: 'taking', takenTo: 'the post box' };
  const to = TO.exec(object)?.[1]?.trim();
  if (!to) return undefined;
  if (POST_BOX.test(to)) return { kind: 'taking', takenTo: 'the post box' };
  const place = placeOf(to, true);
  const there = place?.replace(/^an? /, 'the ');
  return place && !PERSONS.test(to) ? { kind: 'taking', place, name: `the trip to ${there}` } : { kind: 'taking', takenTo: to.replace(/^(?:my|our)\s+/i, '{his} ') };
}

/** Whom a thing is taken to rather than where: "the neighbours", "the lady next door", "grandma". */
const PERSONS = /\b(?:neighbours?|next door|lady|man|grandma|grandpa|granny|nana|nan|nanny|gran|grandad|auntie|uncle|friend|teacher|santa)\b/i;
