import { PROPS, SPECIES_TABLE } from '@studio/species';
import { singularOf } from '../understand/read-words';

/**
 * Things a child can hold, carry, lose, make or give, beyond the props a picture draws: the toys, clothes,
 * keepsakes and clothes parents name as a theme. A theme is a thing to carry only when its head noun is one
 * of these; "bath time", "a power cut" or "a day at the seaside" are never carried, lost or given.
 */
const TOYS = [
  'toy', 'doll', 'dolly', 'puppet', 'robot', 'rocket', 'car', 'truck', 'tractor', 'digger', 'train', 'plane', 'aeroplane', 'airplane', 'yo-yo',
  'spinning top', 'marble', 'block', 'brick', 'jigsaw', 'rattle', 'whistle', 'trumpet', 'guitar', 'violin', 'recorder', 'xylophone', 'tambourine',
  'skateboard', 'scooter', 'bike', 'bicycle', 'tricycle', 'skipping rope', 'frisbee', 'bubble wand', 'kaleidoscope', 'dinosaur', 'dragon', 'unicorn',
  'blankie', 'comforter', 'dummy', 'soft toy', 'plushie', 'teddy', 'puppy', 'kitten', 'pony', 'bunny', 'rabbit', 'ball', 'kite', 'boat', 'drum',
];
const KEEPSAKES_AND_CLOTHES = [
  // Keepsakes, finds and things made.
  'star', 'seed', 'treasure', 'locket', 'necklace', 'bracelet', 'medal', 'trophy', 'badge', 'sticker', 'postcard', 'photo', 'photograph',
  'jewel', 'gem', 'diamond', 'ruby', 'emerald', 'conker', 'fossil', 'rock', 'crayon', 'pencil', 'paintbrush', 'notebook', 'diary', 'compass',
  'magnifying glass', 'binoculars', 'jar', 'box', 'chest', 'treasure chest', 'bag', 'purse', 'wallet', 'clock', 'watch', 'mirror', 'lamp',
  'nightlight', 'night light', 'torch', 'flashlight', 'bottle', 'message in a bottle', 'pot', 'plant', 'sunflower', 'acorn', 'pumpkin', 'carrot',
  'toothbrush', 'tooth brush', 'snowman', 'sandcastle', 'pancake',
  // Clothes.
  'welly', 'coat', 'raincoat', 'jumper', 'sweater', 'cardigan', 'dress', 'cape', 'cloak', 'wellies', 'wellington', 'boot', 'shoe', 'slipper', 'glove',
  'sunhat', 'cap', 'beanie', 'bow', 'hairband', 'hair clip', 'crown', 'tiara', 'mask', 'costume', 'wing', 'tutu', 'pyjamas',
];

/** The word and its singular, for looking it up: "volcanoes" → volcano; "shoes" → shoe. */
const singularsOf = (word: string): string[] => [word, singularOf(word)];

/** Whether the last word (or the last two) of a phrase, in the singular, is in `words`. */
export function headIn(words: ReadonlySet<string>, phrase: string): boolean {
  const parts = phrase.toLowerCase().replace(/[^\p{L}\s-]/gu, '').trim().split(/\s+/);
  return singularsOf(parts.at(-1) ?? '').some((last) => (parts.length > 1 && words.has(`${parts.at(-2)} ${last}`)) || words.has(last));
}

let carryable: ReadonlySet<string> | undefined;
/**
 * Built on first use, not on import: the props' singulars come from the tagger, seconds of CPU in every process that
 * only loads the engine (a product server that writes no story, the admin command, each test worker).
 */
const carryableWords = (): ReadonlySet<string> =>
  (carryable ??= new Set<string>([...TOYS, ...KEEPSAKES_AND_CLOTHES, ...Object.values(PROPS).flatMap((entry) => entry.words.map(singularOf))]));

/**
 * Creatures a child can carry only as a toy: "dinosaurs" → "toy dinosaur", "unicorns" → "toy unicorn". A real animal
 * the toy box does not already hold ("cats", "hens") is one the child loves, never a "toy cat" carried about.
 */
const TOY_KINDS = new Set<string>([...TOYS, ...Object.values(SPECIES_TABLE).filter((entry) => entry.kind !== 'animal').map((entry) => entry.noun)]);
/** Toys that are toys by their own name: "dolls" → "doll", never "toy doll". */
const TOYS_BY_NAME = new Set(['toy', 'doll', 'dolly', 'puppet', 'teddy', 'ball', 'kite', 'marble', 'yo-yo', 'jigsaw', 'frisbee', 'plushie', 'rattle']);

/** Whether a (possibly plural) noun or noun phrase names something a child can carry: "kite", "teddy bear", "crayons". */
export function isCarryable(noun: string): boolean {
  // "a box of crayons" is a box; "teddy bear", "paper boat": the last two words together, or the last alone.
  return headIn(carryableWords(), noun.split(/\s+of\s+/)[0]!);
}

/** The toy a plural word names, when a child could hold one: "dinosaurs" → "toy dinosaur", "trains" → "toy train"; "boxes" → nothing. */
export function toyOf(plural: string): string | undefined {
  const one = singularOf(plural);
  if (one === plural.toLowerCase() || !TOY_KINDS.has(one)) return undefined;
  return TOYS_BY_NAME.has(one) ? one : `toy ${one}`;
}
