/**
 * A comfort toy the theme names ("her bunny Floppy goes everywhere with her", "he can't sleep without his blanket", "her
 * favourite teddy"): its kind and its name, so the book's companion is that toy by name (`world/catalogue/comfort-toy.ts`).
 * A pet that goes everywhere ("our dog goes everywhere with us") is no toy: a dog, a cat or a rabbit is one only when
 * the words say so ("his toy dog", "a cuddly rabbit").
 */
export interface ComfortToy {
  /** "bunny", "teddy", "blanket". */
  kind: string;
  /** "Floppy" as typed, else the name a child gives such a toy: "Teddy", "Bunny", "Blankie". */
  name: string;
  /** Whether the theme gave the name. */
  named: boolean;
  /** The part of it worn soft and mended: an ear, or a blanket's corner. */
  part: string;
}

const TOYS = 'teddy bear|teddy|bunny|blankie|blanket|comforter|muslin|dinosaur|dino|elephant|giraffe|monkey|lion|tiger|dolly|doll|unicorn|penguin|owl|lamb|panda|koala|duck|bear';
/** Kinds that are pets as often as toys: a toy only with a word that says so. */
const PETLIKE = 'dog|puppy|cat|kitten|rabbit|mouse|fox';

const KIND = new RegExp(`\\b(?:(?:toy|cuddly|soft|stuffed|knitted)\\s+(${PETLIKE}|${TOYS})|(${TOYS}))\\b`, 'i');

/** The words that say it is the child's comfort: it goes everywhere, it is needed for sleep, it is the favourite. */
const CUE = new RegExp([
  String.raw`\b(?:goes|go|went|going|comes|come|came|takes?|took|taking|carries|carry|carried|carrying|brings?|brought)\b[^.]{0,30}\beverywhere\b`,
  String.raw`\b(?:can't|cant|cannot|can not|won't|wont|will not|doesn't|does not|never)\s+(?:go\s+to\s+)?(?:sleep|bed|go anywhere|go to sleep|leave the house)\s+without\b`,
  // "her favourite dinosaur" is as likely a love of dinosaurs: only a toy's own word is a comfort toy.
  String.raw`\bfavou?rite\s+(?:toy|cuddly|soft toy|teddy(?: bear)?|bunny|blankie|blanket|comforter|dolly|doll)\b`,
  String.raw`\bcomfort(?:er|\s+toy|\s+blanket)\b`,
  String.raw`\b(?:cuddly|snuggly|stuffed|soft)\s+(?:toy|${TOYS}|${PETLIKE})\b`,
].join('|'), 'i');

/** The words of a comfort toy's theme: a toy's kind, and a word that says it is the child's comfort. */
export const COMFORT_TOY = new RegExp(`^(?=[^]*(?:${KIND.source}))(?=[^]*(?:${CUE.source}))`, 'i');

/** Names a child gives a toy of each kind, when the theme gives none. */
const GIVEN_NAMES: Readonly<Record<string, string>> = { blanket: 'Blankie', blankie: 'Blankie', comforter: 'Blankie', muslin: 'Muzzy', dinosaur: 'Dino', 'teddy bear': 'Teddy', dolly: 'Dolly' };

/** The comfort toy of a theme, when it names one; see `ComfortToy`. */
export function comfortToyIn(text: string | undefined): ComfortToy | undefined {
  return text && CUE.test(text) ? softToyIn(text) : undefined;
}

/** The soft toy the words name, loved or not ("bunny lost her eye" is Bunny, for the mended toy's lines). */
export function softToyIn(text: string | undefined): ComfortToy | undefined {
  if (!text) return undefined;
  const found = KIND.exec(text);
  if (!found) return undefined;
  const kind = (found[1] ?? found[2]!).toLowerCase();
  const name = nameBeside(text, found.index, found[0].length);
  const part = /^(?:blanket|blankie|comforter|muslin)$/.test(kind) ? 'corner' : 'ear';
  return { kind, name: name ?? GIVEN_NAMES[kind] ?? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`, named: name !== undefined, part };
}

/** "bunny Floppy", "bunny called Floppy", "Floppy the bunny", "Floppy, her bunny": a capitalised word beside the kind. */
function nameBeside(text: string, at: number, length: number): string | undefined {
  const after = /^\s*,?\s*(?:called\s+|named\s+)?(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/u.exec(text.slice(at + length))?.[1];
  const before = /(\p{Lu}\p{Ll}+),?\s+(?:the|my|her|his|their|our)\s+(?:(?:toy|cuddly|soft|stuffed|knitted|old|little|big)\s+)?$/u.exec(text.slice(0, at))?.[1];
  const name = after ?? before;
  return name && !NOT_NAMES.test(name) ? name : undefined;
}

/** Capitalised words that begin a sentence or name no toy. */
const NOT_NAMES = /^(?:My|Her|His|Our|Their|The|A|An|I|He|She|They|It|Goes|Everywhere|Always)$/;
