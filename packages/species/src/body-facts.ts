import type { Setting } from '@studio/contracts/stories';
import { SPECIES_TABLE, type Body, type SpeciesId } from './table';

/** What covers a kind's body, the word a story puts after a colour: "golden feathers", never "golden fur" on an owl. */
export type Covering = 'fur' | 'feathers' | 'scales' | 'shell' | 'skin' | 'metal';

/** Kinds whose figure is their own: the body cannot say what covers them. */
const BESPOKE_COVERING: Partial<Record<SpeciesId, Covering>> = { owl: 'feathers', dragon: 'scales', robot: 'metal' };

const BODY_COVERING: Record<Body, Covering> = {
  bespoke: 'fur', critter: 'fur', bird: 'feathers', fish: 'scales', eel: 'skin', seahorse: 'skin', seal: 'fur', whale: 'skin',
  jelly: 'skin', crab: 'shell', star: 'skin', snail: 'shell', bug: 'skin', puff: 'skin',
};

/** Covering of a kind, read from its figure (a shelled critter such as the turtle wears a shell). */
export function coveringOf(id: SpeciesId): Covering {
  const figure = SPECIES_TABLE[id].figure as { body: Body; mark?: string };
  if (BESPOKE_COVERING[id]) return BESPOKE_COVERING[id];
  if (figure.mark === 'shell') return 'shell';
  if (figure.mark === 'frog-eyes' || (SPECIES_TABLE[id].kind === 'creature' && figure.mark === 'antennae')) return 'skin';
  if (id === 'dinosaur') return 'scales';
  return BODY_COVERING[figure.body];
}

/** Patterns only one kind's coat has: a fox is never tabby. */
const OWN_PATTERNS: ReadonlyArray<{ words: RegExp; kinds: readonly SpeciesId[] }> = [
  { words: /\b(?:tabby|calico|tortoiseshell|tortie)\b/i, kinds: ['cat'] },
  { words: /\b(?:brindle|merle)\b/i, kinds: ['dog'] },
];

/** Whether a colour or pattern a parent typed fits the kind: "tabby" fits a cat and no other. */
export function patternFits(id: SpeciesId, words: string): boolean {
  return OWN_PATTERNS.every((pattern) => !pattern.words.test(words) || pattern.kinds.includes(id));
}

/** Bodies with no arms, paws or wings to put round someone. */
const NO_HUG: ReadonlySet<Body> = new Set(['fish', 'eel', 'seahorse', 'jelly', 'crab', 'star', 'snail', 'bug', 'puff', 'whale']);

/** Whether the kind can hug, hold hands or share food from its paws: a goldfish cannot. */
export function canHug(id: SpeciesId): boolean {
  return !NO_HUG.has(SPECIES_TABLE[id].figure.body as Body);
}

/**
 * Whether the kind can go about with a child all day in a setting, as a companion does: it walks, hops,
 * flies or rolls, or swims where the story is under water; a snail, a starfish or a goldfish in a bowl cannot.
 */
export function canGoAlong(id: SpeciesId, setting: Setting): boolean {
  const entry = SPECIES_TABLE[id];
  if (!canHug(id) || entry.moves === 'slithers') return false;
  return entry.moves !== 'swims' || setting === 'under the sea';
}
