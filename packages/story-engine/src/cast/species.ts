import type { Pronoun, Species } from '@studio/contracts/stories';
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
    talent: (p) => `stood on tiptoe and looked with ${p.possessive} sharp eyes`,
    canFly: false,
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
  };
}

export const SPECIES_KITS: Record<Species, SpeciesKit> = {
  cat: {
    noun: 'cat', moved: 'padded', sound: 'purred', feature: 'long whiskers', canFly: false,
    talent: (p) => `squeezed through a gap and peeked with ${p.possessive} bright eyes`,
  },
  dog: {
    noun: 'dog', moved: 'trotted', sound: 'woofed', feature: 'a waggy tail', canFly: false,
    talent: (p) => `sniffed the ground with ${p.possessive} good nose`,
  },
  bunny: {
    noun: 'bunny', moved: 'hopped', sound: 'squeaked', feature: 'long ears', canFly: false,
    talent: (p) => `lifted ${p.possessive} long ears and heard the way`,
  },
  bear: {
    noun: 'bear', moved: 'padded', sound: 'rumbled', feature: 'big soft paws', canFly: false,
    talent: (p) => `pushed hard with ${p.possessive} big strong paws`,
  },
  fox: {
    noun: 'fox', moved: 'trotted', sound: 'yipped', feature: 'a bushy tail', canFly: false,
    talent: (p) => `ran ahead, quick as a wink, ${p.possessive} nose to the wind`,
  },
  owl: {
    noun: 'owl', moved: 'flew', sound: 'hooted', feature: 'big round eyes', canFly: true,
    talent: (p) => `flew up high and looked far with ${p.possessive} round eyes`,
  },
  dragon: {
    noun: 'dragon', moved: 'flew', sound: 'puffed a little cloud of smoke', feature: 'shiny scales', canFly: true,
    talent: (p) => `flapped ${p.possessive} wings and blew a warm glow to light the way`,
  },
  unicorn: {
    noun: 'unicorn', moved: 'trotted', sound: 'neighed', feature: 'a glowing horn', canFly: false,
    talent: (p) => `bent down ${p.possessive} horn, and it shone like a lamp`,
  },
  robot: {
    noun: 'robot', moved: 'rolled', sound: 'beeped', feature: 'blinking lights', canFly: false,
    talent: (p) => `beeped, whirred and looked all round with ${p.possessive} lights`,
  },
};
