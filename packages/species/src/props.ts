/** Where a prop goes in a picture: on the ground by the cast, or up in the sky. */
export type PropSpot = 'ground' | 'sky';

export interface PropEntry {
  /** The words the text uses for it, most specific first: "pine cone", "cone". */
  words: readonly string[];
  spot: PropSpot;
}

/**
 * The things a page may name that a picture draws: the plot's treasures, the party food, the map. Keys are
 * the illustrator's drawings; a text that names any of the words gets the thing drawn.
 */
export const PROPS = {
  map: { words: ['map', 'maps'], spot: 'ground' },
  cake: { words: ['birthday cake', 'cake', 'cakes', 'cupcake', 'cupcakes'], spot: 'ground' },
  kite: { words: ['kite', 'kites'], spot: 'sky' },
  stone: { words: ['star stone', 'moon rock', 'stone', 'stones', 'pebble', 'pebbles'], spot: 'ground' },
  lantern: { words: ['lantern', 'lanterns', 'lamp', 'torch'], spot: 'ground' },
  ball: { words: ['ball', 'balls'], spot: 'ground' },
  book: { words: ['library book', 'book', 'books'], spot: 'ground' },
  basket: { words: ['basket', 'baskets', 'picnic'], spot: 'ground' },
  balloon: { words: ['balloon', 'balloons'], spot: 'sky' },
  crown: { words: ['paper crown', 'crown', 'crowns'], spot: 'ground' },
  key: { words: ['key', 'keys'], spot: 'ground' },
  shell: { words: ['spiral shell', 'shell', 'shells', 'sand dollar'], spot: 'ground' },
  feather: { words: ['feather', 'feathers'], spot: 'ground' },
  acorn: { words: ['acorn', 'acorns'], spot: 'ground' },
  leaf: { words: ['leaf', 'leaves'], spot: 'ground' },
  'pine cone': { words: ['pine cone', 'pine cones'], spot: 'ground' },
  crystal: { words: ['crystal', 'crystals', 'icicle', 'icicles'], spot: 'ground' },
  bell: { words: ['bell', 'bells'], spot: 'ground' },
  ribbon: { words: ['prize ribbon', 'ribbon', 'ribbons'], spot: 'ground' },
  mitten: { words: ['mitten', 'mittens'], spot: 'ground' },
  scarf: { words: ['striped scarf', 'scarf'], spot: 'ground' },
  'snow globe': { words: ['snow globe'], spot: 'ground' },
  bucket: { words: ['bucket', 'buckets', 'milk pail', 'pail'], spot: 'ground' },
  spade: { words: ['spade', 'spades', 'shovel'], spot: 'ground' },
  pearl: { words: ['pearl', 'pearls'], spot: 'ground' },
  coin: { words: ['coin', 'coins'], spot: 'ground' },
  'sea glass': { words: ['sea glass'], spot: 'ground' },
  helmet: { words: ['space helmet', 'helmet'], spot: 'ground' },
  satellite: { words: ['satellite'], spot: 'sky' },
  ring: { words: ['jewelled ring'], spot: 'ground' },
  cushion: { words: ['velvet cushion', 'cushion', 'pillow'], spot: 'ground' },
  sock: { words: ['sock', 'socks'], spot: 'ground' },
  teddy: { words: ['teddy bear', 'teddy'], spot: 'ground' },
  'toy car': { words: ['toy car'], spot: 'ground' },
  spoon: { words: ['wooden spoon', 'spoon'], spot: 'ground' },
  puzzle: { words: ['puzzle piece', 'puzzle'], spot: 'ground' },
  button: { words: ['shiny button', 'button', 'buttons'], spot: 'ground' },
  ticket: { words: ['bus ticket', 'ticket', 'tickets'], spot: 'ground' },
  hat: { words: ['straw hat', 'hat', 'hats'], spot: 'ground' },
  egg: { words: ['egg', 'eggs'], spot: 'ground' },
  horseshoe: { words: ['horseshoe'], spot: 'ground' },
  flower: { words: ['edelweiss flower', 'edelweiss', 'flower', 'flowers'], spot: 'ground' },
  cookie: { words: ['cookie', 'cookies'], spot: 'ground' },
  pie: { words: ['berry pie', 'pie', 'pies'], spot: 'ground' },
  flag: { words: ['flag', 'flags', 'bunting'], spot: 'sky' },
  umbrella: { words: ['umbrella', 'umbrellas'], spot: 'ground' },
  'toy train': { words: ['toy train'], spot: 'ground' },
  blanket: { words: ['blanket', 'blankets', 'quilt'], spot: 'ground' },
  apple: { words: ['apple', 'apples'], spot: 'ground' },
  present: { words: ['present', 'presents', 'gift', 'gifts', 'parcel'], spot: 'ground' },
  letter: { words: ['letter', 'letters', 'invitation', 'invitations'], spot: 'ground' },
  sled: { words: ['sled', 'sledge'], spot: 'ground' },
  boat: { words: ['boat', 'boats'], spot: 'ground' },
  drum: { words: ['drum', 'drums'], spot: 'ground' },
  candle: { words: ['candle', 'candles'], spot: 'ground' },
  telescope: { words: ['telescope'], spot: 'ground' },
  backpack: { words: ['backpack', 'rucksack'], spot: 'ground' },
  cup: { words: ['cup', 'cups', 'mug', 'teacup'], spot: 'ground' },
  wand: { words: ['wand', 'magic wand'], spot: 'ground' },
  rope: { words: ['rope'], spot: 'ground' },
  'wax seal': { words: ['royal seal', 'wax seal'], spot: 'ground' },
} as const satisfies Record<string, PropEntry>;

export type PropId = keyof typeof PROPS;
export const PROP_IDS = Object.keys(PROPS) as PropId[];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORDS: ReadonlyArray<{ id: PropId; word: string }> = PROP_IDS.flatMap((id) => PROPS[id].words.map((word) => ({ id, word }))).sort((a, b) => b.word.length - a.word.length);
const PATTERN = new RegExp(`\\b(${WORDS.map((entry) => escape(entry.word)).join('|')})\\b`, 'gi');

/** The props a text names, in the order first named. */
export function propsNamedIn(text: string): PropId[] {
  const found: PropId[] = [];
  for (const match of text.matchAll(PATTERN)) {
    const word = (match[0] as string).toLowerCase();
    const id = WORDS.find((entry) => entry.word === word)?.id;
    if (id && !found.includes(id)) found.push(id);
  }
  return found;
}

/** The text with every prop phrase blanked out, so "the royal seal" or "teddy bear" is not read as an animal. */
export const withoutProps = (text: string): string => text.replace(PATTERN, ' ');

export const isPropId = (id: string): id is PropId => Object.hasOwn(PROPS, id);
