import type { Setting } from '@studio/contracts/stories';

/** How a kind gets about; the story says it and the illustrator lifts, lays or floats the figure by it. */
export type Movement = 'walks' | 'hops' | 'flies' | 'swims' | 'slithers' | 'rolls';

/** Size next to a child: tiny fits in a hand, small in the arms, medium comes up to the shoulder, big is bigger. */
export type Size = 'tiny' | 'small' | 'medium' | 'big';

/**
 * Which of the illustrator's body shapes draws the kind: `bespoke` kinds have a figure of their own
 * (the characters a parent can choose), the others a shared body with the features below.
 */
export type Body = 'bespoke' | 'critter' | 'bird' | 'fish' | 'eel' | 'seahorse' | 'seal' | 'whale' | 'jelly' | 'crab' | 'star' | 'snail' | 'bug' | 'puff';
export type Ears = 'pointed' | 'round' | 'long' | 'floppy' | 'tiny' | 'none';
export type Tail = 'bushy' | 'thin' | 'curly' | 'puff' | 'stub' | 'none';
export type Beak = 'short' | 'flat' | 'hooked' | 'striped';
/** One feature that makes the kind itself at a glance. */
export type Mark = 'spines' | 'antlers' | 'horns' | 'mane' | 'shell' | 'comb' | 'antennae' | 'snout' | 'stripe' | 'spots' | 'wool' | 'white-head' | 'frog-eyes' | 'glow' | 'bowl';

export interface FigureSpec {
  body: Body;
  /** Fur, feathers, scales or skin. */
  colour: string;
  /** Tummy, muzzle, inner ears. */
  belly?: string;
  /** Beak, shell, horns, spines: the second colour. */
  accent?: string;
  ears?: Ears;
  tail?: Tail;
  beak?: Beak;
  mark?: Mark;
}

export interface SpeciesEntry {
  /** How the text names one: "seal pup". */
  noun: string;
  /** How the text names more than one, when not noun + "s". */
  plural?: string;
  /** Animals are real; creatures are made up (dragons, aliens, space whales). */
  kind: 'animal' | 'creature';
  figure: FigureSpec;
  size: Size;
  moves: Movement;
  /** Past-tense way of getting about: "hopped". */
  moved: string;
  /** Whether it leaves footprints. */
  feet: boolean;
  /** The settings where it lives (the story meets it there). */
  lives: readonly Setting[];
  /** Past-tense happy sound: "purred". */
  says: string;
  /**
   * What a child may truly hand it to eat, as a noun phrase ("a few peas" for a duckling, never bread or the picnic's
   * pie); null for a wild or sea animal a child should not feed, and a robot.
   */
  eats: string | null;
}

const everywhere: readonly Setting[] = ['forest', 'under the sea', 'space', 'city', 'castle', 'farm', 'home', 'beach', 'mountains', 'snow'];

/** Every animal and creature the product can name. Keys are the nouns. */
export const SPECIES_TABLE = {
  // The characters a parent can choose, each with a figure of its own.
  cat: { noun: 'cat', kind: 'animal', figure: { body: 'bespoke', colour: '#f0a04b' }, size: 'small', moves: 'walks', moved: 'padded', feet: true, lives: ['home', 'farm', 'city', 'castle'], says: 'purred' , eats: 'a little bowl of cat biscuits' },
  dog: { noun: 'dog', kind: 'animal', figure: { body: 'bespoke', colour: '#c98b4f' }, size: 'medium', moves: 'walks', moved: 'trotted', feet: true, lives: ['home', 'farm', 'city', 'beach'], says: 'woofed' , eats: 'a dog biscuit' },
  bunny: { noun: 'bunny', plural: 'bunnies', kind: 'animal', figure: { body: 'bespoke', colour: '#f4efe8' }, size: 'small', moves: 'hops', moved: 'hopped', feet: true, lives: ['home', 'farm', 'forest'], says: 'squeaked' , eats: 'a few dandelion leaves' },
  bear: { noun: 'bear', kind: 'animal', figure: { body: 'bespoke', colour: '#9b6a43' }, size: 'big', moves: 'walks', moved: 'padded', feet: true, lives: ['forest', 'mountains', 'snow'], says: 'rumbled' , eats: 'a handful of berries' },
  fox: { noun: 'fox', plural: 'foxes', kind: 'animal', figure: { body: 'bespoke', colour: '#e8772e' }, size: 'medium', moves: 'walks', moved: 'trotted', feet: true, lives: ['forest', 'farm', 'snow'], says: 'yipped' , eats: null },
  owl: { noun: 'owl', kind: 'animal', figure: { body: 'bespoke', colour: '#a87b51' }, size: 'small', moves: 'flies', moved: 'flew', feet: true, lives: ['forest', 'castle', 'farm'], says: 'hooted' , eats: null },
  dragon: { noun: 'dragon', kind: 'creature', figure: { body: 'bespoke', colour: '#6cc46a' }, size: 'big', moves: 'flies', moved: 'flew', feet: true, lives: ['castle', 'mountains'], says: 'puffed a little cloud of smoke' , eats: 'a toasted marshmallow' },
  unicorn: { noun: 'unicorn', kind: 'creature', figure: { body: 'bespoke', colour: '#fbf3f8' }, size: 'big', moves: 'walks', moved: 'trotted', feet: true, lives: ['forest', 'castle', 'mountains'], says: 'neighed' , eats: 'a shiny red apple' },
  robot: { noun: 'robot', kind: 'creature', figure: { body: 'bespoke', colour: '#b9c6d8' }, size: 'medium', moves: 'rolls', moved: 'rolled', feet: false, lives: everywhere, says: 'beeped' , eats: null },

  // The city.
  pigeon: { noun: 'pigeon', kind: 'animal', figure: { body: 'bird', colour: '#9aa3b5', belly: '#c9b7d6', beak: 'short', accent: '#e8a07a' }, size: 'tiny', moves: 'flies', moved: 'fluttered', feet: true, lives: ['city', 'castle'], says: 'cooed' , eats: 'a few seeds' },
  sparrow: { noun: 'sparrow', kind: 'animal', figure: { body: 'bird', colour: '#a27a55', belly: '#eadcc4', beak: 'short', accent: '#5a4636' }, size: 'tiny', moves: 'flies', moved: 'fluttered', feet: true, lives: ['city', 'farm', 'home'], says: 'chirped' , eats: 'a few seeds' },
  mouse: { noun: 'mouse', plural: 'mice', kind: 'animal', figure: { body: 'critter', colour: '#b8b2c0', belly: '#f3e9ef', ears: 'round', tail: 'thin' }, size: 'tiny', moves: 'walks', moved: 'scurried', feet: true, lives: ['city', 'home', 'farm'], says: 'squeaked' , eats: 'a few seeds' },
  snail: { noun: 'snail', kind: 'animal', figure: { body: 'snail', colour: '#c9b48f', accent: '#b9744a' }, size: 'tiny', moves: 'slithers', moved: 'slid', feet: false, lives: ['city', 'home', 'forest'], says: 'said nothing at all, very politely' , eats: 'a lettuce leaf' },
  duck: { noun: 'duck', kind: 'animal', figure: { body: 'bird', colour: '#f1ede2', belly: '#ffffff', beak: 'flat', accent: '#f59e2a' }, size: 'small', moves: 'walks', moved: 'waddled', feet: true, lives: ['city', 'farm'], says: 'quacked' , eats: 'a few peas' },

  // The farm.
  cow: { noun: 'cow', kind: 'animal', figure: { body: 'critter', colour: '#f7f4ee', belly: '#f6c9cf', accent: '#e8dcc4', ears: 'floppy', tail: 'thin', mark: 'spots' }, size: 'big', moves: 'walks', moved: 'plodded', feet: true, lives: ['farm'], says: 'mooed' , eats: 'a handful of hay' },
  piglet: { noun: 'piglet', kind: 'animal', figure: { body: 'critter', colour: '#f5b5c0', belly: '#fcd9df', ears: 'floppy', tail: 'curly', mark: 'snout' }, size: 'medium', moves: 'walks', moved: 'trotted', feet: true, lives: ['farm'], says: 'oinked' , eats: 'a wrinkly apple' },
  lamb: { noun: 'lamb', kind: 'animal', figure: { body: 'critter', colour: '#f7f3ea', belly: '#fffdf7', accent: '#6b5a55', ears: 'floppy', tail: 'stub', mark: 'wool' }, size: 'medium', moves: 'walks', moved: 'skipped', feet: true, lives: ['farm', 'mountains'], says: 'bleated' , eats: 'a handful of fresh grass' },
  duckling: { noun: 'duckling', kind: 'animal', figure: { body: 'bird', colour: '#f7d44c', belly: '#fbe58e', beak: 'flat', accent: '#f08a24' }, size: 'tiny', moves: 'walks', moved: 'waddled', feet: true, lives: ['farm'], says: 'peeped' , eats: 'a few peas' },
  'brown hen': { noun: 'brown hen', kind: 'animal', figure: { body: 'bird', colour: '#a0522d', belly: '#c98a5a', beak: 'short', accent: '#f2b134', mark: 'comb' }, size: 'small', moves: 'walks', moved: 'strutted', feet: true, lives: ['farm'], says: 'clucked' , eats: 'a handful of corn' },
  goat: { noun: 'goat', kind: 'animal', figure: { body: 'critter', colour: '#e8e2d6', belly: '#f8f5ee', accent: '#a89880', ears: 'floppy', tail: 'stub', mark: 'horns' }, size: 'medium', moves: 'walks', moved: 'clip-clopped', feet: true, lives: ['farm', 'mountains'], says: 'bleated' , eats: 'a handful of hay' },
  pony: { noun: 'pony', plural: 'ponies', kind: 'animal', figure: { body: 'critter', colour: '#9b6b4a', belly: '#d9b08c', accent: '#4a3426', ears: 'pointed', tail: 'bushy', mark: 'mane' }, size: 'big', moves: 'walks', moved: 'trotted', feet: true, lives: ['castle', 'farm'], says: 'neighed' , eats: 'a carrot' },

  // Home.
  robin: { noun: 'robin', kind: 'animal', figure: { body: 'bird', colour: '#8a6a4a', belly: '#e8643a', beak: 'short', accent: '#3d2e24' }, size: 'tiny', moves: 'flies', moved: 'fluttered', feet: true, lives: ['home', 'snow', 'forest'], says: 'sang' , eats: 'a few mealworms' },
  goldfish: { noun: 'goldfish', plural: 'goldfish', kind: 'animal', figure: { body: 'fish', colour: '#f28a2e', belly: '#ffc27a', mark: 'bowl' }, size: 'tiny', moves: 'swims', moved: 'swam', feet: false, lives: ['home'], says: 'blew a bubble' , eats: 'a pinch of fish flakes' },
  moth: { noun: 'moth', kind: 'animal', figure: { body: 'bug', colour: '#d8c9a8', accent: '#b09a74', mark: 'antennae' }, size: 'tiny', moves: 'flies', moved: 'fluttered', feet: false, lives: ['home', 'forest'], says: 'fluttered its soft wings' , eats: null },

  // The forest.
  hedgehog: { noun: 'hedgehog', kind: 'animal', figure: { body: 'critter', colour: '#d8b48a', belly: '#f5e2c6', accent: '#6e4e36', ears: 'tiny', tail: 'none', mark: 'spines' }, size: 'tiny', moves: 'walks', moved: 'snuffled along', feet: true, lives: ['forest', 'home'], says: 'snuffled' , eats: 'a saucer of cat biscuits' },
  squirrel: { noun: 'squirrel', kind: 'animal', figure: { body: 'critter', colour: '#c8693a', belly: '#f4d8b8', ears: 'pointed', tail: 'bushy' }, size: 'tiny', moves: 'walks', moved: 'scampered', feet: true, lives: ['forest', 'city'], says: 'chattered' , eats: 'a few hazelnuts' },
  deer: { noun: 'deer', plural: 'deer', kind: 'animal', figure: { body: 'critter', colour: '#b98352', belly: '#f1dcc0', ears: 'pointed', tail: 'stub', mark: 'spots' }, size: 'big', moves: 'walks', moved: 'stepped softly', feet: true, lives: ['forest', 'mountains'], says: 'snorted softly' , eats: null },
  badger: { noun: 'badger', kind: 'animal', figure: { body: 'critter', colour: '#8d8d94', belly: '#d9d9de', accent: '#2f2f36', ears: 'tiny', tail: 'stub', mark: 'stripe' }, size: 'medium', moves: 'walks', moved: 'shuffled', feet: true, lives: ['forest'], says: 'grunted' , eats: null },
  wren: { noun: 'wren', kind: 'animal', figure: { body: 'bird', colour: '#9a6b45', belly: '#e5c9a4', beak: 'short', accent: '#4a3526' }, size: 'tiny', moves: 'flies', moved: 'flitted', feet: true, lives: ['forest'], says: 'trilled' , eats: null },

  // The mountains.
  marmot: { noun: 'marmot', kind: 'animal', figure: { body: 'critter', colour: '#a6784c', belly: '#dcc0a0', ears: 'tiny', tail: 'stub' }, size: 'small', moves: 'walks', moved: 'scurried', feet: true, lives: ['mountains'], says: 'whistled' , eats: null },
  hawk: { noun: 'hawk', kind: 'animal', figure: { body: 'bird', colour: '#8a5a3a', belly: '#efdcc0', beak: 'hooked', accent: '#f2c14e' }, size: 'medium', moves: 'flies', moved: 'soared', feet: true, lives: ['mountains', 'forest'], says: 'screeched' , eats: null },
  eagle: { noun: 'eagle', kind: 'animal', figure: { body: 'bird', colour: '#6b4630', belly: '#8a5e40', beak: 'hooked', accent: '#f2c14e', mark: 'white-head' }, size: 'big', moves: 'flies', moved: 'soared', feet: true, lives: ['mountains'], says: 'cried' , eats: null },

  // The snow.
  penguin: { noun: 'penguin', kind: 'animal', figure: { body: 'bird', colour: '#2f3440', belly: '#fbfbf7', beak: 'short', accent: '#f59e2a' }, size: 'small', moves: 'walks', moved: 'waddled', feet: true, lives: ['snow'], says: 'squawked' , eats: null },
  hare: { noun: 'hare', kind: 'animal', figure: { body: 'critter', colour: '#eae6df', belly: '#ffffff', ears: 'long', tail: 'puff' }, size: 'small', moves: 'hops', moved: 'bounded', feet: true, lives: ['snow', 'mountains', 'farm'], says: 'thumped a foot' , eats: 'a few dandelion leaves' },
  reindeer: { noun: 'reindeer', plural: 'reindeer', kind: 'animal', figure: { body: 'critter', colour: '#8b6b4e', belly: '#efe3cf', accent: '#c9a77c', ears: 'pointed', tail: 'stub', mark: 'antlers' }, size: 'big', moves: 'walks', moved: 'trotted', feet: true, lives: ['snow'], says: 'snorted' , eats: 'a handful of reindeer moss' },
  seal: { noun: 'seal', kind: 'animal', figure: { body: 'seal', colour: '#8e98a6', belly: '#c7ced8' }, size: 'big', moves: 'swims', moved: 'flopped', feet: false, lives: ['snow', 'beach', 'under the sea'], says: 'barked' , eats: null },
  puffin: { noun: 'puffin', kind: 'animal', figure: { body: 'bird', colour: '#2f3440', belly: '#fbfbf7', beak: 'striped', accent: '#f26b2a' }, size: 'tiny', moves: 'flies', moved: 'whirred', feet: true, lives: ['beach'], says: 'grunted' , eats: null },

  // The beach and the sea.
  crab: { noun: 'crab', kind: 'animal', figure: { body: 'crab', colour: '#e9573f', accent: '#f7a48f' }, size: 'tiny', moves: 'walks', moved: 'scuttled sideways', feet: true, lives: ['beach', 'under the sea'], says: 'clicked its claws' , eats: null },
  seagull: { noun: 'seagull', kind: 'animal', figure: { body: 'bird', colour: '#f4f5f7', belly: '#ffffff', beak: 'short', accent: '#f2c14e', mark: 'spots' }, size: 'small', moves: 'flies', moved: 'swooped', feet: true, lives: ['beach'], says: 'squawked' , eats: null },
  starfish: { noun: 'starfish', plural: 'starfish', kind: 'animal', figure: { body: 'star', colour: '#f48a6a', accent: '#fbd0b8' }, size: 'tiny', moves: 'slithers', moved: 'crept', feet: false, lives: ['beach', 'under the sea'], says: 'waved a tiny arm' , eats: null },
  turtle: { noun: 'turtle', kind: 'animal', figure: { body: 'critter', colour: '#8cc27a', belly: '#e4efc4', accent: '#8a6a3e', ears: 'none', tail: 'stub', mark: 'shell' }, size: 'medium', moves: 'swims', moved: 'paddled', feet: true, lives: ['beach', 'under the sea'], says: 'blinked slowly' , eats: null },
  'seal pup': { noun: 'seal pup', kind: 'animal', figure: { body: 'seal', colour: '#e6e9ee', belly: '#ffffff' }, size: 'medium', moves: 'swims', moved: 'wriggled', feet: false, lives: ['beach', 'snow'], says: 'mewed' , eats: null },
  seahorse: { noun: 'seahorse', kind: 'animal', figure: { body: 'seahorse', colour: '#f6c445', accent: '#f08a24' }, size: 'tiny', moves: 'swims', moved: 'bobbed', feet: false, lives: ['under the sea'], says: 'clicked' , eats: null },
  fish: { noun: 'fish', plural: 'fish', kind: 'animal', figure: { body: 'fish', colour: '#5ec4d6', belly: '#b9ecf2' }, size: 'tiny', moves: 'swims', moved: 'swam', feet: false, lives: ['under the sea'], says: 'blew a bubble' , eats: null },
  jellyfish: { noun: 'jellyfish', plural: 'jellyfish', kind: 'animal', figure: { body: 'jelly', colour: '#f3a6d8', accent: '#c97bb5' }, size: 'small', moves: 'swims', moved: 'drifted', feet: false, lives: ['under the sea'], says: 'wobbled' , eats: null },
  eel: { noun: 'eel', kind: 'animal', figure: { body: 'eel', colour: '#6f9a6a', belly: '#c8dcae' }, size: 'small', moves: 'swims', moved: 'wriggled', feet: false, lives: ['under the sea'], says: 'hissed softly' , eats: null },

  // Space.
  'green alien': { noun: 'green alien', kind: 'creature', figure: { body: 'critter', colour: '#86d16f', belly: '#d3f2b8', accent: '#f7e35a', ears: 'none', tail: 'none', mark: 'antennae' }, size: 'small', moves: 'hops', moved: 'bounced', feet: true, lives: ['space'], says: 'giggled in a bubbly voice' , eats: 'a star-shaped biscuit' },
  'moon mouse': { noun: 'moon mouse', plural: 'moon mice', kind: 'creature', figure: { body: 'critter', colour: '#d9e0ef', belly: '#f4f7ff', accent: '#aeb9d6', ears: 'round', tail: 'thin', mark: 'spots' }, size: 'tiny', moves: 'hops', moved: 'floated', feet: true, lives: ['space'], says: 'squeaked' , eats: 'a crumb of moon cheese' },
  'star bug': { noun: 'star bug', kind: 'creature', figure: { body: 'bug', colour: '#ffd95a', accent: '#ff9f43', mark: 'glow' }, size: 'tiny', moves: 'flies', moved: 'twinkled', feet: false, lives: ['space'], says: 'buzzed' , eats: 'a drop of starlight' },
  'space whale': { noun: 'space whale', kind: 'creature', figure: { body: 'whale', colour: '#7b6fd6', belly: '#c9c2f5', mark: 'spots' }, size: 'big', moves: 'flies', moved: 'glided', feet: false, lives: ['space'], says: 'sang a long, deep song' , eats: null },
  'comet puff': { noun: 'comet puff', kind: 'creature', figure: { body: 'puff', colour: '#bfe7ff', accent: '#ffe680' }, size: 'tiny', moves: 'flies', moved: 'zipped', feet: false, lives: ['space'], says: 'fizzed' , eats: null },

  // Dinosaurs, as a child dreams them (a theme can bring one to any place).
  dinosaur: { noun: 'dinosaur', kind: 'creature', figure: { body: 'critter', colour: '#8cc76b', belly: '#e6f2b8', accent: '#f2a65a', ears: 'none', tail: 'thin', mark: 'spines' }, size: 'big', moves: 'walks', moved: 'stomped', feet: true, lives: ['forest', 'mountains', 'home'], says: 'gave a friendly roar' , eats: 'a bunch of juicy ferns' },

  // The castle.
  'castle mouse': { noun: 'castle mouse', plural: 'castle mice', kind: 'animal', figure: { body: 'critter', colour: '#a89a8c', belly: '#efe4d8', ears: 'round', tail: 'thin' }, size: 'tiny', moves: 'walks', moved: 'scurried', feet: true, lives: ['castle'], says: 'squeaked' , eats: 'a crumb of cheese' },
  raven: { noun: 'raven', kind: 'animal', figure: { body: 'bird', colour: '#34303f', belly: '#4b455a', beak: 'hooked', accent: '#4a4656' }, size: 'small', moves: 'flies', moved: 'flapped', feet: true, lives: ['castle', 'mountains'], says: 'croaked' , eats: null },
  'white goose': { noun: 'white goose', plural: 'white geese', kind: 'animal', figure: { body: 'bird', colour: '#fbfaf5', belly: '#ffffff', beak: 'flat', accent: '#f08a24' }, size: 'medium', moves: 'walks', moved: 'waddled', feet: true, lives: ['castle', 'farm'], says: 'honked' , eats: 'a handful of grass' },
  frog: { noun: 'frog', kind: 'animal', figure: { body: 'critter', colour: '#6cbf5a', belly: '#d9f0b0', ears: 'none', tail: 'none', mark: 'frog-eyes' }, size: 'tiny', moves: 'hops', moved: 'hopped', feet: true, lives: ['castle', 'forest', 'farm'], says: 'croaked' , eats: null },
} as const satisfies Record<string, SpeciesEntry>;

/** A noun of the table: every kind the product may name. */
export type SpeciesId = keyof typeof SPECIES_TABLE;

export const SPECIES_IDS = Object.keys(SPECIES_TABLE) as SpeciesId[];

export const speciesEntry = (id: SpeciesId): SpeciesEntry => SPECIES_TABLE[id];

export const isSpeciesId = (noun: string): noun is SpeciesId => Object.hasOwn(SPECIES_TABLE, noun);

export const pluralOf = (entry: SpeciesEntry): string => entry.plural ?? `${entry.noun}s`;
