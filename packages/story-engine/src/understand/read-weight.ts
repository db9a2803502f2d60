import { readTheme } from './read-theme';

/**
 * The weight a theme carries that the catalogue may not place (issue 28, round 12): a loss ("our goldfish died"), an
 * illness ("grandma has dementia"), an unkindness ("a friend who is mean to others") or a worry ("anxiety"). A story
 * that cannot tell such a theme must at least not contradict it: no party, treasure quest or comic mystery around it,
 * and its words never dreamed of, thought about all week or "never forgotten" on a page.
 */
export type ThemeWeight = 'loss' | 'illness' | 'unkindness' | 'worry';

const WEIGHTS: ReadonlyArray<readonly [ThemeWeight, RegExp]> = [
  ['loss', /\b(?:died|dies|dying|dead|death|passed away|pass(?:es|ing)? away|funeral|grie(?:f|ving|ves)|in heaven|put to sleep|put down|bereave\w*|flood(?:ed|ing)?|house fire|a fire at|(?:car|bus|bike) crash|burgl\w+|(?:saying )?goodbye to (?:grandma|grandpa|granny|grandad|nana|our|my|his|her) \w+ forever)\b/i],
  ['illness', /\b(?:ill|illness|sick|sickness|poorly|unwell|hospital|cancer|dementia|care home|broken (?:leg|arm|hip)|bad (?:back|leg|knee|cough|chest)|injur\w*|alzheimer'?s|chemo\w*|operation|surgery|disease|diagnos\w*)\b/i],
  ['unkindness', /\b(?:unkind\w*|mean|nasty|bull(?:y|ies|ied|ying)|teas(?:e|ed|es|ing)|picked on|left out|excluded|hurtful|rude|laughed at|called (?:her|him|them|me) names|ugly|stupid|(?:nobody|no one|no-one) came|told off)\b/i],
  ['worry', /\b(?:worr(?:y|ies|ied|ying)|anxi(?:ety|ous)|nervous|scared|afraid|frightened|fears?|nightmares?|panic\w*|lonely|loneliness|divorce|separat(?:e|ed|ing|ion)|splitting up|(?:argu(?:e|es|ed|ing)|arguments?|fight(?:s|ing)?|shouting|shout(?:s|ed|ing)? at each other|rows?) at home|(?:parents|mum and dad|mummy and daddy|grown-?ups) (?:keep |always |are |were )?(?:argu\w*|fight\w*|shout\w*|(?:are |keep )?not (?:talking|speaking)))\b/i],
];

/** The weight the words themselves say, read from them alone (never from the catalogue): for readers `readTheme` calls. */
export const weightSaidIn = (text: string): ThemeWeight | undefined => WEIGHTS.find(([, words]) => words.test(text))?.[0];

/** The weight the parent's words carry, if any; a catalogue entry marked tender (a goodbye, a friend far away) is a loss. */
export function themeWeight(theme: string | undefined): ThemeWeight | undefined {
  if (!theme) return undefined;
  const said = weightSaidIn(theme);
  if (said) return said;
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' && reading.entry.tender ? 'loss' : undefined;
}
