/**
 * The family's animal a theme names and the word for its young, so a pet's life event is told of that animal: "our cat is
 * having kittens" is the cat and the kittens, "the puppies are going to new homes" the dog's puppies, "our rabbit had
 * babies" baby rabbits. A pet of the cast of that kind is named by the entry's own {thepet} (`CatalogueTheme.aboutPet`).
 */
interface PetKind {
  /** How a parent may name it, one or more. */
  said: RegExp;
  pet: string;
  young: string;
}

const PET_KINDS: readonly PetKind[] = [
  { said: /\b(?:puppy|puppies|pups?)\b/i, pet: 'puppy', young: 'puppies' },
  { said: /\b(?:kitten|kittens|kitty|kitties)\b/i, pet: 'kitten', young: 'kittens' },
  { said: /\bdogs?\b/i, pet: 'dog', young: 'puppies' },
  { said: /\bcats?\b/i, pet: 'cat', young: 'kittens' },
  { said: /\bguinea ?pigs?\b/i, pet: 'guinea pig', young: 'baby guinea pigs' },
  { said: /\b(?:rabbits?|bunny|bunnies)\b/i, pet: 'rabbit', young: 'baby rabbits' },
  { said: /\bhamsters?\b/i, pet: 'hamster', young: 'baby hamsters' },
  { said: /\bgerbils?\b/i, pet: 'gerbil', young: 'baby gerbils' },
  { said: /\b(?:mouse|mice)\b/i, pet: 'mouse', young: 'baby mice' },
  { said: /\brats?\b/i, pet: 'rat', young: 'baby rats' },
  { said: /\btortoises?\b/i, pet: 'tortoise', young: 'baby tortoises' },
  { said: /\b(?:hens?|chickens?)\b/i, pet: 'hen', young: 'chicks' },
  { said: /\b(?:goldfish|fish)\b/i, pet: 'fish', young: 'baby fish' },
  { said: /\b(?:budgie|parrot)s?\b/i, pet: 'budgie', young: 'chicks' },
];

/** Young named in the theme before any grown animal: "the kittens are leaving" is the cat's kittens. */
const MOTHER_OF: Readonly<Record<string, string>> = { puppy: 'dog', kitten: 'cat' };
/** A litter named as many young ("the puppies", "kittens"): the mother is the grown kind, never one puppy. */
const LITTER = /\b(?:puppies|pups|kittens|kitties)\b/i;

/** The animal a theme names, first as its own word ("a new puppy": puppy), else "pet". A litter's mother is the grown kind ("our dog had puppies": dog). */
export function petNamedIn(text: string | undefined): string {
  const named = PET_KINDS.filter((kind) => kind.said.test(text ?? ''));
  const grown = named.find((kind) => !MOTHER_OF[kind.pet]);
  const young = named.find((kind) => MOTHER_OF[kind.pet]);
  if (young && LITTER.test(text ?? '')) return grown?.pet ?? MOTHER_OF[young.pet]!;
  const first = named.sort((a, b) => (text ?? '').search(a.said) - (text ?? '').search(b.said))[0];
  return first?.pet ?? 'pet';
}

/** The young of the animal a theme names: "puppies", "kittens", "baby rabbits"; a theme's own word for them first. */
export function youngNamedIn(text: string | undefined): string {
  const pet = petNamedIn(text);
  if (/\bpuppies\b/i.test(text ?? '')) return 'puppies';
  if (/\bkittens\b/i.test(text ?? '')) return 'kittens';
  return PET_KINDS.find((kind) => kind.pet === pet)?.young ?? 'babies';
}

const OWNED = /^(?:my|our|his|her|their|your|the|a|an|some|all)\s+/i;
/** Words that end a thing's name: "scared of the hoover at night", "ate my homework again". */
const AFTER = /\s+(?:at|in|on|when|and|because|so|again|every|today|yesterday|last|this|while|from|after|before)\b.*$/i;

/** What a pet is scared of, as the theme says it: "the dog is scared of the hoover" → "the hoover", "of fireworks" → "fireworks". */
export function petFearIn(text: string | undefined): string {
  const feared = /\b(?:scared|frightened|afraid|terrified|nervous|petrified|spooked) (?:of|by) (.+)$/i.exec(text ?? '')?.[1]?.replace(AFTER, '').trim();
  if (!feared) return 'loud noises';
  return /^(?:my|our|his|her|their|your)\s/i.test(feared) ? feared.replace(OWNED, 'the ') : feared;
}

/** What a pet chewed of the hero's, without its owner: "the dog ate my homework" → "homework". */
export function chewedIn(text: string | undefined): string {
  const chewed = /\b(?:ate|eaten|eats|eating|chewed|chews|chewing|chomped|ripped|tore|destroyed) (?:up )?(.+)$/i.exec(text ?? '')?.[1]?.replace(AFTER, '').replace(OWNED, '').trim();
  return chewed && chewed.split(/\s+/).length <= 3 ? chewed : 'things';
}

/** {young}, {Young}, {petfear} and {chewed} filled in a catalogue line. */
export function withPetWords(line: string, text: string | undefined, titled: (words: string) => string): string {
  if (!/\{(?:young|Young|petfear|chewed)\}/.test(line)) return line;
  return line
    .replaceAll('{young}', () => youngNamedIn(text))
    .replaceAll('{Young}', () => titled(youngNamedIn(text)))
    .replaceAll('{petfear}', () => petFearIn(text))
    .replaceAll('{chewed}', () => chewedIn(text));
}
