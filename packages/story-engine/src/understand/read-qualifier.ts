import { BROKE_SAID, brokeThing, DOES_NOT_FIT, NOT_FIT_SAID, tooBig } from './fit-and-broke';

/**
 * The words after a theme's subject that change its problem (held-out read 44): "a science fair volcano that won't
 * erupt" is a volcano that fails at its one job, never one that foams over and works; "a camping trip where it rains all
 * weekend" is rain from the first page to the last, never one shower and a dry night. The entry's usual problem gives way
 * to the qualifier's, told by the entry's variant for it (`world/catalogue/qualifier-variants.ts`); an entry with no such
 * variant declines the theme honestly (`understand/point-kept.ts`), never telling the day as if the qualifier were not said.
 */
export type Qualifier =
  /** Rain all through the day or the trip ("where it rains all weekend", "in the pouring rain"). */
  | { kind: 'rain' }
  /** The theme's thing fails at its one job ("that won't fly", "doesn't rise", "that sinks"): `does` is that job. */
  | { kind: 'fails'; does: string }
  /** Nobody the day was for comes ("a party where nobody comes", "no one turned up"). */
  | { kind: 'nobody' }
  /** A thing worn or ridden is the wrong size ("my new wellies are too big", `fit-and-broke.ts`): `big` when too big. */
  | { kind: 'fit'; big: boolean }
  /** A thing breaks of itself ("my bike broke on the way to school"): `thing` is what broke. */
  | { kind: 'broke'; thing: string }
  /** The lights and the power out through the day ("a sleepover in a power cut", "Christmas with no electricity"). */
  | { kind: 'power' };

const SPAN = String.raw`(?:all|the whole|the entire|every|each)\s+(?:\w+\s+)?(?:day|days|weekend|week|holiday|trip|time|morning|afternoon|night|summer)`;
const RAINED = String.raw`rain(?:s|ed|ing)?|pour(?:s|ed|ing)(?: down)?|bucket(?:s|ed|ing) down|drizzl(?:e|es|ed|ing)`;

/**
 * Rain as the day's weather throughout, said by a span or by rain that does not stop: "it rains all weekend", "rainy all
 * week", "in the pouring rain", "a washout". A passing "in the rain" is a sight and a setback (`plots/rest-kept.ts`).
 */
export const RAIN_THROUGHOUT = new RegExp(String.raw`\b(?:${RAINED}|rainy|wet)\b[^.]*\b${SPAN}\b|\b${SPAN}\b[^.]*\b(?:${RAINED})\b|\bwhere it (?:${RAINED})\b|\bit (?:never|did ?n[o']t|does ?n[o']t|won'?t) stop(?:s|ped)? raining\b|\bin the (?:pouring|pelting|heavy|torrential|driving) rain\b|\bpouring with rain\b|\b(?:rainy|wet|soggy|drizzly) (?:week|weekend|holiday|fortnight|half[- ]term)\b|\bwash(?:ed)?[- ]?out\b|\brained (?:on|out)\b`, 'i');

/** "that won't fly", "which doesn't rise", "wouldn't start", "can't float": the negated job, the verb's bare form kept. */
const WONT = /\b(?:(?:just|still|simply|really)\s+)?(?:won'?t|will not|wouldn'?t|would not|does ?n[o']t|doesn'?t|did ?n[o']t|didn'?t|can'?t|cannot|could ?n[o']t|couldn'?t|refuses? to|never)\s+(?:even\s+|ever\s+|quite\s+)?([a-z]+)(?:\s+(up|off|on|over|properly|right|straight|at all))?\b/i;
/** A thing that sinks or falls is one that will not float or stand. */
const FAILED: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:sinks?|sank|sinking|sunk)\b/i, 'float'],
  [/\b(?:flops?|flopped|sinks? in the middle|came out flat|comes out flat|goes flat|went flat)\b/i, 'rise'],
];
/** Jobs a thing fails at that a child's day can be about; "won't go to bed" or "doesn't like" are habits, not a thing failing. */
const JOBS = new Set(['fly', 'rise', 'erupt', 'fizz', 'float', 'start', 'work', 'light', 'grow', 'sail', 'stand', 'stay', 'set', 'bake', 'pop', 'blow', 'spin', 'roll', 'hatch', 'bloom', 'flower', 'sprout']);
/** The one who does not do it is a person or a pet ("my brother won't share", "the dog won't come"): a habit or a wish, not a thing. */
const SOMEONE_BEFORE = /\b(?:i|he|she|they|we|you|brother|sister|baby|mum|mom|dad|friend|friends|dog|cat|puppy|kitten|teacher|grandma|grandad|granny|nan|nana|grandpa)\s+(?:\w+\s+)?(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|did ?n[o']t|didn'?t|can'?t|cannot|couldn'?t|never|refuses?)\b/i;

/** The power out: "in a power cut", "with no electricity", "the lights went out", "a blackout". */
export const POWER_OUT = /\b(?:(?:in|during|through|with) (?:a|the) )?power ?cuts?\b|\b(?:with )?(?:no|without) (?:electricity|power)\b|\b(?:the )?(?:power|electricity|lights?) (?:went|goes|going|has gone|had gone) (?:out|off)\b|\bpower outages?\b|\bblackouts?\b/i;

/** Nobody the day was for comes, however it is said. */
export const NOBODY_CAME = /\b(?:nobody|no ?one|no-one|not one (?:friend|person|guest)|none of (?:my|his|her|their|our|the) (?:friends|guests|classmates))\b[^.]*\b(?:comes?|came|coming|turns? up|turned up|turning up|shows? up|showed up|showing up|arrives?|arrived)\b|\bno (?:guests|friends) (?:came|come|turned up|showed up)\b/i;

export function readQualifier(theme: string | undefined): Qualifier | undefined {
  const text = theme?.trim() ?? '';
  if (text === '') return undefined;
  if (NOBODY_CAME.test(text)) return { kind: 'nobody' };
  if (DOES_NOT_FIT.test(text)) return { kind: 'fit', big: tooBig(text) };
  const thing = brokeThing(text);
  if (thing) return { kind: 'broke', thing };
  if (POWER_OUT.test(text)) return { kind: 'power' };
  const does = failedJob(text);
  if (does) return { kind: 'fails', does };
  return RAIN_THROUGHOUT.test(text) ? { kind: 'rain' } : undefined;
}

/** The job the theme's thing fails at, when a thing (not a person or a pet) is what fails. */
function failedJob(text: string): string | undefined {
  if (SOMEONE_BEFORE.test(text)) return undefined;
  const wont = WONT.exec(text);
  const said = wont?.[1]?.toLowerCase().replace(/(?:s|ed|ing)$/, '');
  // Going up, taking off and staying up are flying ("a kite that won't go up").
  if (/^(?:go|take|stay|lift|get)$/.test(said ?? '') && /^(?:up|off)$/i.test(wont?.[2] ?? '')) return 'fly';
  if (said && JOBS.has(said)) return said;
  return FAILED.find(([words]) => words.test(text))?.[1];
}

/** A verb's -ing form, for finding the entry of a thing by its job ("a kite that won't fly" is flying a kite). */
const gerund = (verb: string) => (/e$/.test(verb) && !/ee$/.test(verb) ? `${verb.slice(0, -1)}ing` : `${verb}ing`);

/**
 * The theme said as its subject doing its job, for finding its entry when the qualifier hides it: "a kite that won't fly"
 * → "flying a kite". Only the words before the qualifier are kept.
 */
export function asDoingItsJob(theme: string, qualifier: Qualifier): string | undefined {
  if (qualifier.kind !== 'fails') return undefined;
  const thing = (beforeTheQualifier(theme) ?? theme).replace(/\s+(?:that|which|who)\b.*$/i, '').replace(/\s+(?:won'?t|will not|wouldn'?t|does ?n[o']t|doesn'?t|didn'?t|can'?t|cannot|couldn'?t|never|sinks?|sank)\b.*$/i, '').trim();
  return thing === '' || thing === theme.trim() ? undefined : `${gerund(qualifier.does)} ${thing}`;
}

/** The theme's words before its qualifier, and the joining word before that ("where", "but", "and"): its subject. */
export function beforeTheQualifier(theme: string): string | undefined {
  const text = theme.trim();
  const at = [RAIN_THROUGHOUT, NOBODY_CAME, WONT, NOT_FIT_SAID, BROKE_SAID, POWER_OUT].map((words) => words.exec(text)?.index).filter((index): index is number => index !== undefined && index > 0);
  if (at.length === 0) return undefined;
  return text.slice(0, Math.min(...at)).replace(/\s+(?:where|when|and|but|that|which|as|while|with|in which|it|it's|is|are|was|were|got)(?:\s+(?:it|it's|then))?\s*$/i, '').trim() || undefined;
}

