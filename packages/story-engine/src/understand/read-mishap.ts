import { kinPattern } from '../core/kin-words';

/**
 * A thing of the day the theme says goes wrong ("the bouncy castle going flat at my party", "a birthday cake that went
 * wrong", "the swing at the park being broken"): the thing, as the parent named it, and what happened to it, said as a
 * page says it ("went flat", "broke"). The entry's usual day is told, and this is its setback (`plots/rest-kept.ts`).
 */
export interface Mishap {
  /** "the bouncy castle", "the birthday cake". */
  thing: string;
  /** "went flat", "popped", "broke", "went wrong". */
  happened: string;
}

/** Each way a thing goes wrong, as typed and as told in the past. */
const HAPPENINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:go(?:es|ing)?|went|gone) (?:flat|down)\b|\bdeflat\w*/i, 'went flat'],
  [/\bpop(?:s|ped|ping)?\b|\bburst(?:s|ing)?\b/i, 'popped'],
  [/\b(?:being |was |is |got |gets |getting )?broken\b|\bbr(?:eaks?|eaking|oke)(?: down)?\b/i, 'broke'],
  [/\b(?:go(?:es|ing)?|went|gone) wrong\b|\bgo(?:es|ing)? badly\b|\bflop(?:s|ped)?\b/i, 'went wrong'],
  [/\bcollaps\w*|\bfell down\b|\bfalls? down\b|\bfalling down\b/i, 'fell down'],
  [/\bburn(?:t|ed|s|ing)?\b/i, 'got burnt'],
  [/\bsank\b|\bsinks?\b|\bsinking\b/i, 'sank'],
];

/** A people or body word is no thing to go wrong ("my brother broke his arm" is the body's, not a mishap). */
const NOT_A_THING = /\b(?:i|me|my (?:arm|leg|wrist|ankle|finger|toe|tooth|nose)|his|her|arm|leg|wrist|ankle|bone|tooth|teeth|heart|promise|news|record|rules?|car|up|friends?)\b/i;

const OWNED = /^(?:my|our|the|a|an|his|her|their)\s+/i;
/** Someone of the family or a friend, who is hurt or cross, never a thing that broke. */
const SOMEONE = new RegExp(`\\b${kinPattern({}, ['friend', 'best friend', 'teacher'])}\\b`, 'i');

export function readMishap(theme: string): Mishap | undefined {
  const text = theme.trim();
  for (const [said, happened] of HAPPENINGS) {
    const at = said.exec(text);
    if (!at) continue;
    // The thing is what the theme names before it went wrong, cut at its first place or clause: "the swing at the park being broken" → "the swing".
    const before = text.slice(0, at.index).replace(/\s+(?:that|which|who|when|because)\b.*$/i, '').replace(/\s+(?:at|in|on|for|during|with)\s+.*$/i, '').trim();
    // "baking a cake that went wrong": the cake, not the baking.
    const thing = OWNED.test(before) ? before : before.replace(/^\p{L}+ing\s+/iu, '');
    const words = thing.replace(OWNED, '').trim();
    if (words === '' || words === thing || words.split(/\s+/).length > 3 || NOT_A_THING.test(thing) || SOMEONE.test(words)) return undefined;
    return { thing: `the ${words.toLowerCase()}`, happened };
  }
  return undefined;
}
