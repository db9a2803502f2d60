import type { PronounForms } from './pronouns';

type Talent = (p: PronounForms) => string;

/**
 * What a child of the cast is good at, read from the parent's words about them: the knack a friend shows
 * early on and uses at the turn ("Bea stood very still and listened harder than anyone"). Each says how the
 * child looks, listens or finds a way, so it reads at any turn: a way past, a thing found, the dark.
 */
const TALENTS: ReadonlyArray<readonly [RegExp, Talent]> = [
  [/\bmaps?\b/i, (p) => `traced the way with one finger, just as ${p.subject} did on ${p.possessive} maps`],
  [/\bpuzzles?\b|\bclever\b|\bsmart\b|\bbrainy\b/i, (p) => `looked at everything the way ${p.subject} looked at one of ${p.possessive} puzzles, one piece at a time, and spotted what everyone had missed`],
  [/\bknows? (?:everything|a lot|lots)\b|\bknow-it-all\b|\bfacts?\b/i, (p) => `remembered a fact ${p.subject} had read somewhere, and it was exactly the one they needed`],
  [/\bquiet\b|\blisten/i, () => 'stood very still and listened harder than anyone'],
  [/\btall\b/i, () => 'stretched up tall and looked over the top of everything'],
  [/\bfast\b|\bquick\b|\brunning\b|\bsporty\b/i, () => 'dashed ahead, quick as a flash, to look'],
  [/\bdraw(?:s|ing)?\b|\bpaint(?:s|ing)?\b/i, (p) => `drew the way in the dust with a stick, just as ${p.subject} remembered it`],
  [/\bbugs?\b|\binsects?\b|\bminibeasts?\b|\bnature\b/i, (p) => `crouched down low, the way ${p.subject} did to watch bugs, and looked very closely`],
  [/\bcurious\b|\bnosy\b|\bquestions?\b/i, () => 'peered into every nook and corner, as curious as ever'],
  [/\bclimb/i, () => 'climbed up onto a big rock to look'],
];

const SHARP_EYES: Talent = (p) => `stood on tiptoe and looked with ${p.possessive} sharp eyes`;

/** The first talent the parent's words give this child, or sharp eyes. */
export function childTalent(words: readonly string[]): Talent {
  return TALENTS.find(([pattern]) => words.some((word) => pattern.test(word)))?.[1] ?? SHARP_EYES;
}
