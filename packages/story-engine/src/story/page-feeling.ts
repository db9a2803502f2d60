import type { Mood } from '@studio/contracts/stories';

/** Moods in which a gag, a cheer or a giggle would jar: the problem at its worst. */
export const LOW_MOODS: ReadonlySet<Mood> = new Set(['worried', 'sad', 'scared']);

/**
 * What a page says when something has gone wrong or someone feels bad: a cry, a sigh, a try that did not work,
 * a worry. A plot may plan a page as curious ("The baby cried and cried") or a detail as neutral ("the latest is
 * the red balloon"): the words on it decide how it feels.
 */
const SAYS_IT_IS_HARD = /\b(?:cri(?:ed|es)|crying|sobb?(?:ed|ing)?|sigh(?:ed|s)?|wobbl(?:ed|y) lip|lip (?:began to )?wobble|spoiled|ruined|give up|gave up|worse|worri(?:ed|es)|worry|scared|afraid|nervous|frightened|lonely|all alone|(?:was|were) gone!|missing|broke(?! (?:the|their|his|her|our|its) fast)|broken|snapped|smudged|tripped|splat|not yet|still (?:hard|big|missing|felt big)|too hard|never work|no better|sad|angry|stamped|tummy (?:did a (?:little )?flip|felt fluttery)|wiped (?:his|her|their|its) eyes|nobody had time|hid (?:behind|under)|oh no|went wrong|did not work|would not (?:go right|work)|wanted to stop)\b/i;

/**
 * A line that says the hard thing is over: "The worry was gone.", "The sad feeling had softened.", and the hard try
 * remembered with a smile at the end ("…, and then felt worse, and smiled. Oh dear." sighed at a happy ending).
 */
const SAYS_IT_IS_OVER = /\b(?:was|were) (?:gone|over)[.,]|\bhad softened\b|\bno more\b|\bnot scared any ?more\b|\bthought of the time\b.*\band smiled\.$/i;

/** A join-in refrain's ask ("Stomp? Not yet, not yet!", `plots/join-in-refrain.ts`): a game of waiting, not a thing gone wrong. */
export const JOIN_IN_ASK = /^(?:[^.?!]+\? )?Not yet(?:, not yet)?[.!]$/;

const isHard = (line: string) => SAYS_IT_IS_HARD.test(line) && !SAYS_IT_IS_OVER.test(line) && !JOIN_IN_ASK.test(line);

/** Whether a page's own lines say something is hard. */
export const saysItIsHard = (lines: readonly string[]): boolean => lines.some(isHard);

/** The index of the first line that says something is hard, or -1. */
export const firstHardLine = (lines: readonly string[]): number => lines.findIndex(isHard);

/**
 * How a page feels, for the lines added around its own: the plot's mood, lowered to worried when its own lines
 * say something is hard, so no gag or cheer lands on a page where a baby cries or a try went wrong.
 */
export function feltMood(planned: Mood, ownLines: readonly string[]): Mood {
  return !LOW_MOODS.has(planned) && saysItIsHard(ownLines) ? 'worried' : planned;
}
