import { SPECIES, type Pronoun, type Species } from '@studio/contracts/stories';
import { canHug, isSpeciesId, speciesEntry } from '@studio/species';
import type { PronounForms } from './pronouns';

/** What makes a kind of character itself in the text: how it moves and sounds and what it is good at. */
export interface SpeciesKit {
  noun: string;
  /** Set for people, who are called by their name alone and described by their own details. */
  person?: 'child' | 'grown-up';
  /** Past-tense way of getting about: "hopped". */
  moved: string;
  /** Past-tense happy sound: "purred". */
  sound: string;
  /** A body feature as a noun phrase: "long ears", "a bushy tail". */
  feature: string;
  /** Past-tense clause after the name: "sniffed the ground with her clever nose". */
  talent: (forms: PronounForms) => string;
  canFly: boolean;
  /** What it holds a hand with: "paw" for a cat, "wing" for an owl; a hand for people and robots. */
  hand: string;
}

const CHILD_NOUNS: Record<Pronoun, string> = { she: 'girl', he: 'boy', they: 'child' };

export function childKit(pronoun: Pronoun): SpeciesKit {
  return {
    noun: CHILD_NOUNS[pronoun],
    person: 'child',
    moved: 'skipped',
    sound: 'giggled',
    // Unused for children: cast-lines.ts gives each undescribed child a detail of their own.
    feature: 'quick, clever hands',
    // What the parent's words say the child is good at replaces this (cast/child-talent.ts).
    talent: (p) => `stood on tiptoe and looked with ${p.possessive} sharp eyes`,
    canFly: false,
    hand: 'hand',
  };
}

const GROWN_UP_NOUNS: Record<Pronoun, string> = { she: 'woman', he: 'man', they: 'grown-up' };

/** A parent, grandparent or teacher: walks, laughs, and knows things the children do not yet. */
export function grownUpKit(pronoun: Pronoun): SpeciesKit {
  return {
    noun: GROWN_UP_NOUNS[pronoun],
    person: 'grown-up',
    moved: 'walked',
    sound: 'laughed',
    // Unused for grown-ups: cast-lines.ts gives each undescribed grown-up a detail of their own.
    feature: 'a warm smile',
    talent: (p) => `thought for a moment and remembered just the thing, the way ${p.subject} always did`,
    canFly: false,
    hand: 'hand',
  };
}

/** The engine's own words for each character species; how it moves and sounds comes from the species table. */
const WORDING: Record<Species, Pick<SpeciesKit, 'feature' | 'talent' | 'hand'>> = {
  cat: { feature: 'long whiskers', talent: (p) => `squeezed through a gap and peeked with ${p.possessive} bright eyes`, hand: 'paw' },
  dog: { feature: 'a waggy tail', talent: (p) => `sniffed the ground with ${p.possessive} good nose`, hand: 'paw' },
  bunny: { feature: 'long ears', talent: (p) => `lifted ${p.possessive} long ears and heard the way`, hand: 'paw' },
  bear: { feature: 'big soft paws', talent: (p) => `pushed hard with ${p.possessive} big strong paws`, hand: 'paw' },
  fox: { feature: 'a bushy tail', talent: (p) => `ran ahead, quick as a wink, ${p.possessive} nose to the wind`, hand: 'paw' },
  owl: { feature: 'big round eyes', talent: (p) => `flew up high and looked far with ${p.possessive} round eyes`, hand: 'wing' },
  dragon: { feature: 'shiny scales', talent: (p) => `flapped ${p.possessive} wings and blew a warm glow to light the way`, hand: 'claw' },
  unicorn: { feature: 'a glowing horn', talent: (p) => `bent down ${p.possessive} horn, and it shone like a lamp`, hand: 'hoof' },
  robot: { feature: 'blinking lights', talent: (p) => `beeped, whirred and looked all round with ${p.possessive} lights`, hand: 'hand' },
};

export const SPECIES_KITS = Object.fromEntries(
  SPECIES.map((species) => {
    const entry = speciesEntry(species);
    return [species, { noun: entry.noun, moved: entry.moved, sound: entry.says, canFly: entry.moves === 'flies', ...WORDING[species] }];
  }),
) as Record<Species, SpeciesKit>;

/** Whether a creature met on the way can eat a snack, dance or have crumbs on its nose: a starfish or a seahorse cannot. */
export const canJoinIn = (noun: string): boolean => !isSpeciesId(noun) || canHug(noun);

/**
 * What a character or a creature met on the way is given to eat: the picnic's own treat for people, the species
 * table's true food for an animal or a made-up creature ("a few peas" for a duckling, never the apple pie), and
 * nothing for one a child should not feed (a puffin, a fox, a robot).
 */
export function foodFor(noun: string, treat: string): string | undefined {
  if (!isSpeciesId(noun)) return treat;
  return speciesEntry(noun).eats ?? undefined;
}
