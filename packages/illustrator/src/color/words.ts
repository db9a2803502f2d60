import { hashString } from '../random';

/** Free-text colour words (as parents type them) mapped onto a picture-book palette. */

interface ColourWord {
  words: readonly string[];
  hex: string;
}

export type ColourFamily = 'skin' | 'hair' | 'clothing' | 'fur';

const SKIN: readonly ColourWord[] = [
  { words: ['porcelain', 'pale', 'fair', 'very light', 'rosy'], hex: '#fbe1d0' },
  { words: ['light', 'peach', 'pink'], hex: '#f5cdaf' },
  { words: ['medium', 'beige', 'golden', 'warm'], hex: '#e6b089' },
  { words: ['olive', 'tan', 'tanned', 'light brown', 'honey'], hex: '#cf9867' },
  { words: ['brown', 'caramel', 'medium brown', 'bronze'], hex: '#a86d45' },
  { words: ['dark', 'deep', 'dark brown', 'ebony', 'black', 'espresso'], hex: '#6c4027' },
];

const HAIR: readonly ColourWord[] = [
  { words: ['black', 'jet', 'raven', 'very dark'], hex: '#2b2330' },
  { words: ['dark', 'dark brown', 'chocolate', 'brunette'], hex: '#4a3024' },
  { words: ['brown', 'chestnut', 'hazel'], hex: '#74482b' },
  { words: ['light brown', 'caramel', 'sandy', 'dirty blonde'], hex: '#a3733f' },
  { words: ['blonde', 'blond', 'yellow', 'golden', 'fair', 'straw'], hex: '#f0c75e' },
  { words: ['red', 'ginger', 'auburn', 'copper', 'orange', 'strawberry'], hex: '#cc5a2c' },
  { words: ['grey', 'gray', 'silver', 'white', 'platinum'], hex: '#dcdae2' },
  { words: ['pink'], hex: '#f39bc3' },
  { words: ['blue', 'teal'], hex: '#5b8def' },
  { words: ['purple', 'violet', 'lilac'], hex: '#9a6bd6' },
  { words: ['green'], hex: '#5dbb63' },
];

const CLOTHING: readonly ColourWord[] = [
  { words: ['red', 'scarlet', 'cherry', 'crimson'], hex: '#e5484d' },
  { words: ['orange', 'tangerine', 'coral'], hex: '#f08a3c' },
  { words: ['yellow', 'lemon', 'mustard', 'gold', 'golden'], hex: '#f5c443' },
  { words: ['green', 'grass', 'lime', 'olive'], hex: '#55ad62' },
  { words: ['mint', 'light green'], hex: '#8fd9b6' },
  { words: ['teal', 'turquoise', 'aqua', 'cyan'], hex: '#2aa7a0' },
  { words: ['blue', 'denim', 'cobalt', 'royal blue'], hex: '#3d7dd8' },
  { words: ['light blue', 'sky', 'sky blue', 'baby blue'], hex: '#7cc4ef' },
  { words: ['navy', 'dark blue', 'midnight'], hex: '#2e3f7c' },
  { words: ['purple', 'violet', 'plum'], hex: '#8c5cc8' },
  { words: ['lavender', 'lilac'], hex: '#bda4ec' },
  { words: ['pink', 'rose', 'magenta', 'fuchsia'], hex: '#f07aa9' },
  { words: ['white', 'cream', 'ivory'], hex: '#f4efe6' },
  { words: ['black', 'charcoal'], hex: '#3a3440' },
  { words: ['grey', 'gray', 'silver'], hex: '#9c9cab' },
  { words: ['brown', 'chocolate', 'tan', 'khaki', 'beige'], hex: '#8d603e' },
];

const FUR: readonly ColourWord[] = [
  { words: ['orange', 'ginger', 'marmalade'], hex: '#f0a04b' },
  { words: ['red', 'rust', 'russet'], hex: '#dd6a32' },
  { words: ['black', 'jet', 'dark'], hex: '#3d3744' },
  { words: ['white', 'snowy', 'snow'], hex: '#f6f2ec' },
  { words: ['cream', 'ivory', 'vanilla'], hex: '#f3e3c6' },
  { words: ['grey', 'gray', 'silver', 'smoky'], hex: '#a9abb7' },
  { words: ['brown', 'chocolate', 'cocoa'], hex: '#94643f' },
  { words: ['light brown', 'tan', 'fawn', 'sandy', 'caramel'], hex: '#d3a271' },
  { words: ['golden', 'gold', 'honey', 'yellow', 'blonde'], hex: '#e3ae57' },
  { words: ['green', 'emerald'], hex: '#6cc46a' },
  { words: ['blue', 'sky', 'teal'], hex: '#6aa6e8' },
  { words: ['purple', 'violet', 'lilac', 'lavender'], hex: '#a98ae0' },
  { words: ['pink', 'rose'], hex: '#f4a3c4' },
];

const FAMILIES: Record<ColourFamily, readonly ColourWord[]> = { skin: SKIN, hair: HAIR, clothing: CLOTHING, fur: FUR };

type Phrase = { phrase: string; hex: string };

/** Phrases sorted longest first, so "light brown" wins over "brown". */
const phrasesOf = (entries: readonly ColourWord[]): readonly Phrase[] =>
  entries.flatMap((entry) => entry.words.map((phrase) => ({ phrase, hex: entry.hex }))).sort((a, b) => b.phrase.length - a.phrase.length);

const PHRASES: Record<ColourFamily, readonly Phrase[]> = {
  skin: phrasesOf(SKIN),
  hair: phrasesOf(HAIR),
  clothing: phrasesOf(CLOTHING),
  fur: phrasesOf(FUR),
};

/** Finds a colour named in the text (a word or phrase, or a literal #rrggbb); undefined when none is named. */
export function colourNamedIn(text: string | undefined, family: ColourFamily): string | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const literal = /#[0-9a-f]{6}\b/.exec(lower);
  if (literal) return literal[0];
  for (const { phrase, hex } of PHRASES[family]) {
    if (new RegExp(`(^|[^a-z])${phrase}([^a-z]|$)`).test(lower)) return hex;
  }
  return undefined;
}

/** The colour named in the text, or one chosen from the family by the owner's name so it never changes. */
export function resolveColour(text: string | undefined, family: ColourFamily, ownerName: string): string {
  const named = colourNamedIn(text, family);
  if (named) return named;
  const entries = FAMILIES[family];
  return (entries[hashString(`${ownerName.toLowerCase()}|${family}`) % entries.length] as ColourWord).hex;
}
