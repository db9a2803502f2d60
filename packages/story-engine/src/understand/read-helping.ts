import { nlp } from './kin-tagged';
import { kinPattern } from '../core/kin-words';

/**
 * "Helping grandma water the plants" is the watering, done with Grandma: the child's own doing, told by the frame or
 * entry that tells that doing, never a stranger's lost creature helped home. The words are said again as the doing
 * with its person ("watering the plants with grandma"), as `asLearning` says "grandpa is teaching me to fish".
 * Helping a creature or a stranger in need ("helping a lost puppy", "helping the new boy") is no doing of the child's
 * own and stays as typed, for the helping plot.
 */
export function asHelped(text: string): string {
  const at = HELPING_AT.exec(text);
  // "helping at the school fair": a day at the fair.
  if (at) return `a day ${at[1]!.toLowerCase()} ${at[2]}`;
  const helped = HELPING.exec(text);
  if (!helped) return text;
  const [, person = '', rest = ''] = helped;
  if (!isFamilyOrNamed(person)) return text;
  const doing = doingOf(rest.trim());
  return doing ? `${doing} with ${person}` : text;
}

/** Whether the theme is helping someone at their own doing or at a place ("helping mum hang out the washing"): no creature to help home. */
export const helpsAtADoing = (text: string | undefined): boolean => text !== undefined && asHelped(text.trim()) !== text.trim();

/** Whether the theme is helping at a place ("helping at the school fair"): the day there, not the show or fair as a guest. */
export const helpsAt = (text: string): boolean => HELPING_AT.test(text);

/** "helping at the school fair", "helping out at the cake sale". */
const HELPING_AT = /^(?:helping|to help|help)\s+(?:out\s+)?(at|in)\s+((?:the|a|an|our|my)\s.+)$/i;

/** "helping (my) grandma (to) water the plants", "helping mum with the shopping", "helping Uncle Raj fix his bike". */
const HELPING = /^(?:helping|to help|help)\s+((?:(?:my|our)\s+)?(?:(?:little|big|baby)\s+)?(?:\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+|\p{L}+))\s+(.+)$/u;

/** The family and the people a child helps at their own doing: a kin word, a name with its capital. */
const FAMILY = new RegExp(String.raw`^(?:(?:my|our)\s+)?(?:(?:little|big|baby)\s+)?${kinPattern({}, ['teacher', 'neighbour', 'friend', 'best friend'])}$`, 'i');

export const isFamilyOrNamed = (person: string): boolean => FAMILY.test(person) || /^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?$/u.test(person);

/**
 * What is done, as a doing: "water the plants" → "watering the plants", "with the shopping" → "shopping", "learn to
 * read" → "reading" (the one helped learns; the child does it with them). Nothing for what the one helped goes through
 * ("get better", "feel happy"): that is their need, not a doing to share.
 */
function doingOf(rest: string): string | undefined {
  // "helping grandad in his shed": the work that place is for, done there (round 18: read 42 told it as a seagull rescue).
  const there = WORK_PLACE.exec(rest);
  if (there) return `making a little stool ${there[1]!.toLowerCase()} the ${there[2]!.toLowerCase()}`;
  const withThe = /^with\s+(?:the\s+|her\s+|his\s+|their\s+)?(\p{L}+ing)\b(.*)$/iu.exec(rest);
  if (withThe) return `${withThe[1]!.toLowerCase()}${withThe[2]}`;
  const learning = /^(?:to\s+)?learn\s+(?:how\s+)?to\s+(.+)$/i.exec(rest);
  const said = (learning ? learning[1]! : rest).replace(/^to\s+/i, '');
  const [verb = '', ...after] = said.split(/\s+/);
  if (!/^\p{Ll}+$/u.test(verb) || NEEDS.test(verb) || nlp(verb).has('(#Preposition|#Determiner|#Conjunction|#Pronoun|#Adverb|#Adjective)')) return undefined;
  // Read as a verb whatever else it may be: "water" is mostly a noun to the tagger.
  const tagged = nlp(verb);
  tagged.tag('Infinitive');
  const gerund = (tagged.verbs().conjugate() as Array<Record<string, string>>)[0]?.Gerund;
  return gerund ? [gerund, ...after].join(' ') : undefined;
}

/** A workshop no catalogue entry names (the garden and the kitchen have theirs): a helper there makes something of wood. */
const WORK_PLACE = /^(in|on|at)\s+(?:the|his|her|their|my|our)\s+(shed|workshop|garage)\s*$/i;

/** What the one helped goes through, not a doing the child shares. */
const NEEDS = /^(?:get|feel|be|stop|sleep|calm|cope|settle|recover|heal|remember|understand|find|look|see|hear|walk|breathe|eat|go)$/;
