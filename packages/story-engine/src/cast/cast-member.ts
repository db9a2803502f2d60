import type { Character } from '@studio/contracts/stories';
import { withArticle } from '../core/text';
import { PRONOUN_FORMS } from './pronouns';
import type { PronounForms, StoryPronoun } from './pronouns';
import { SPECIES_KITS, childKit, grownUpKit } from './species';
import type { SpeciesKit } from './species';

/** A character as the writers use it: name, pronoun forms, species habits, looks and traits. */
export interface CastMember {
  /** "Mia", or "the hedgehog" for an unnamed side creature. */
  name: string;
  isNamed: boolean;
  pronoun: StoryPronoun;
  p: PronounForms;
  kit: SpeciesKit;
  /** What the character has: "brown curly hair", "orange fur". */
  features: string[];
  /** What the character wears: "a yellow raincoat". */
  outfit?: string;
  traits: string[];
  /** Pronoun words, ready to drop into a sentence. */
  he: string;
  him: string;
  his: string;
  self: string;
  was: string;
  has: string;
}

export function castFromCharacter(character: Character): CastMember {
  const kit = character.kind === 'grown-up' ? grownUpKit(character.pronoun) : character.kind === 'child' || !character.species ? childKit(character.pronoun) : SPECIES_KITS[character.species];
  return {
    name: character.name.trim(),
    isNamed: true,
    pronoun: character.pronoun,
    p: PRONOUN_FORMS[character.pronoun],
    ...pronounWords(PRONOUN_FORMS[character.pronoun]),
    kit,
    ...describeLooks(character),
    traits: character.traits.map((trait) => trait.trim().toLowerCase()).filter(isPlainWords),
  };
}

/** Whose story it is: the first child, else the first animal or creature, else the first grown-up. */
export function heroIndexOf(characters: readonly Character[]): number {
  const child = characters.findIndex((character) => character.kind === 'child');
  return child >= 0 ? child : Math.max(0, characters.findIndex((character) => character.kind !== 'grown-up'));
}

/** An unnamed creature met in the setting ("hedgehog"); it is never listed in a scene. */
export function castFromCreature(noun: string): CastMember {
  return {
    name: `the ${noun}`,
    isNamed: false,
    pronoun: 'it',
    p: PRONOUN_FORMS.it,
    ...pronounWords(PRONOUN_FORMS.it),
    kit: { noun, moved: 'scurried', sound: 'chirped', feature: 'tiny feet', canFly: false, talent: () => 'helped too' },
    features: [],
    traits: [],
  };
}

function pronounWords(forms: PronounForms) {
  return { he: forms.subject, him: forms.object, his: forms.possessive, self: forms.reflexive, was: forms.was, has: forms.has };
}

function describeLooks(character: Character): Pick<CastMember, 'features' | 'outfit'> {
  const { hair, hair_color, clothing, clothing_color, fur } = character.appearance;
  const features: string[] = [];
  if (fur) features.push(`${stripNoun(fur, 'fur')} fur`);
  if (hair || hair_color) features.push(`${addColor(stripNoun(hair ?? '', 'hair'), hair_color)} hair`);
  const outfit = clothing
    ? describeClothing(addColor(clothing.replace(/^(?:a|an|her|his|their)\s+/i, ''), clothing_color))
    : undefined;
  return { features: features.map(tidy).filter(isPlainWords), outfit: outfit && isPlainWords(tidy(outfit)) ? tidy(outfit) : undefined };
}

const tidy = (phrase: string) => phrase.trim().replace(/\s+/g, ' ').toLowerCase();
/** Free text is only woven in when it is plain words, so no stray symbols reach a page. */
const isPlainWords = (phrase: string) => /^[\p{L} '-]+$/u.test(phrase) && /\p{L}/u.test(phrase);

function stripNoun(phrase: string, noun: string): string {
  return phrase.trim().replace(new RegExp(`\\s*\\b${noun}$`, 'i'), '');
}

/** A garment that already says its colour ("red boots") is not given a second one. */
const COLOUR_WORDS = /\b(?:red|orange|yellow|green|blue|purple|pink|black|white|brown|grey|gray|golden|silver)\b/i;

/** The colour leads ("brown curly hair", "a yellow raincoat"); a colour already named is not repeated. */
function addColor(phrase: string, color: string | undefined): string {
  if (!color || phrase.toLowerCase().includes(color.trim().toLowerCase()) || COLOUR_WORDS.test(phrase)) return phrase;
  const words = phrase.trim().split(/\s+/).filter(Boolean);
  return [color.trim(), ...words].join(' ');
}

/** Plural garments ("red boots", "pyjamas") take no article; "a dress" does. */
function describeClothing(garment: string): string {
  return /[^su]s$/i.test(garment) ? garment : withArticle(garment);
}
