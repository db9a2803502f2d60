import { hashString } from '../random';

export const HAIR_STYLES = ['short', 'long', 'curly', 'ponytail', 'pigtails', 'bun', 'spiky', 'bob', 'afro', 'buzz'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

const STYLE_WORDS: ReadonlyArray<[RegExp, HairStyle]> = [
  [/afro/, 'afro'],
  [/pig ?tail|bunches|braids|plaits/, 'pigtails'],
  [/pony/, 'ponytail'],
  [/bun|top ?knot/, 'bun'],
  [/spik|mohawk/, 'spiky'],
  [/buzz|shaved|bald|crew/, 'buzz'],
  [/bob/, 'bob'],
  [/curl|wav|frizz/, 'curly'],
  [/long|flowing/, 'long'],
  [/short|messy|straight/, 'short'],
];

/** Reads a hair style from free text ("long curly", "two braids"); otherwise picks one from the owner's name. */
export function hairStyleOf(hair: string | undefined, pronoun: string, owner: string): HairStyle {
  const text = (hair ?? '').toLowerCase();
  for (const [pattern, style] of STYLE_WORDS) if (pattern.test(text)) return style;
  const choices: HairStyle[] =
    pronoun === 'she' ? ['long', 'ponytail', 'pigtails', 'bob', 'bun', 'curly'] : pronoun === 'he' ? ['short', 'curly', 'spiky', 'short'] : ['short', 'bob', 'curly', 'long'];
  return choices[hashString(`${owner}|hair`) % choices.length] as HairStyle;
}
