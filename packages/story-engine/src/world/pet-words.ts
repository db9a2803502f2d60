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
  /** Where its litter lies: a basket, or the nest the mother makes. */
  bed?: string;
  /** What its young are like at birth, true of the kind: kittens are born blind, guinea pigs with fur and open eyes. */
  newborn?: string;
  /** What the young do first as they grow. */
  grows?: string;
}

const BLIND = { newborn: 'as small as a thumb, pink-nosed, with their eyes shut tight', grows: 'After about two weeks, one by one, they opened their eyes' };

const PET_KINDS: readonly PetKind[] = [
  { said: /\b(?:puppy|puppies|pups?)\b/i, pet: 'puppy', young: 'puppies' },
  { said: /\b(?:kitten|kittens|kitty|kitties)\b/i, pet: 'kitten', young: 'kittens' },
  { said: /\bdogs?\b/i, pet: 'dog', young: 'puppies', bed: 'basket', ...BLIND },
  { said: /\bcats?\b/i, pet: 'cat', young: 'kittens', bed: 'basket', ...BLIND },
  { said: /\bguinea ?pigs?\b/i, pet: 'guinea pig', young: 'baby guinea pigs', bed: 'hutch', newborn: 'born with fur and their eyes already open, like tiny grown-ups', grows: 'After only a few days, they were nibbling hay beside their mother' },
  { said: /\b(?:rabbits?|bunny|bunnies)\b/i, pet: 'rabbit', young: 'baby rabbits', bed: 'nest of soft fur the mother had pulled from her own tummy', ...BLIND },
  { said: /\bhamsters?\b/i, pet: 'hamster', young: 'baby hamsters', bed: 'nest', ...BLIND },
  { said: /\bgerbils?\b/i, pet: 'gerbil', young: 'baby gerbils', bed: 'nest', ...BLIND },
  { said: /\b(?:mouse|mice)\b/i, pet: 'mouse', young: 'baby mice', bed: 'nest', ...BLIND },
  { said: /\brats?\b/i, pet: 'rat', young: 'baby rats', bed: 'nest', ...BLIND },
  { said: /\btortoises?\b/i, pet: 'tortoise', young: 'baby tortoises' },
  { said: /\b(?:hens?|chickens?)\b/i, pet: 'hen', young: 'chicks' },
  { said: /\bgoldfish\b/i, pet: 'goldfish', young: 'baby fish' },
  { said: /\bfish\b/i, pet: 'fish', young: 'baby fish' },
  { said: /\bstick insects?\b/i, pet: 'stick insect', young: 'baby stick insects' },
  { said: /\bparrots?\b/i, pet: 'parrot', young: 'chicks' },
  { said: /\bbudgies?\b/i, pet: 'budgie', young: 'chicks' },
];

/** Young named in the theme before any grown animal: "the kittens are leaving" is the cat's kittens. */
const MOTHER_OF: Readonly<Record<string, string>> = { puppy: 'dog', kitten: 'cat' };
/** A litter named as many young with its birth or its leaving ("had puppies", "the kittens' new homes"): the mother is the grown kind, never one puppy. */
const LITTER = /\b(?:puppies|pups|kittens|kitties)\b/i;
const LITTER_EVENT = /\b(?:had|has|have|having|birth|born|litter|pregnant|expecting|homes?|giving away|give away|goodbye|rehoming|leaving|selling)\b/i;

/** The animal a theme names, first as its own word ("a new puppy": puppy), else "pet". A litter's mother is the grown kind ("our dog had puppies": dog). */
export function petNamedIn(text: string | undefined): string {
  const named = PET_KINDS.filter((kind) => kind.said.test(text ?? ''));
  const grown = named.find((kind) => !MOTHER_OF[kind.pet]);
  const young = named.find((kind) => MOTHER_OF[kind.pet]);
  if (young && LITTER.test(text ?? '') && LITTER_EVENT.test(text ?? '')) return grown?.pet ?? MOTHER_OF[young.pet]!;
  const first = named.sort((a, b) => (text ?? '').search(a.said) - (text ?? '').search(b.said))[0];
  return first?.pet ?? 'pet';
}

/** The cast's species a pet word is of ("puppy" is a dog, "rabbit" a bunny), so a cast's Biscuit the dog is "our new puppy". */
const SPECIES_OF_PET: Readonly<Record<string, string>> = { puppy: 'dog', dog: 'dog', kitten: 'cat', cat: 'cat', rabbit: 'bunny' };

/** The cast species of the animal a theme names, if the cast's species table has it. */
export const speciesNamedIn = (text: string | undefined): string | undefined => SPECIES_OF_PET[petNamedIn(text)];

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

/** The litter's kind by the theme: where it lies, what the newborns are like, what they do first. */
const litterOf = (text: string | undefined) => {
  const kind = PET_KINDS.find((candidate) => candidate.pet === petNamedIn(text));
  return { bed: kind?.bed ?? 'nest', newborn: kind?.newborn ?? BLIND.newborn, grows: kind?.grows ?? BLIND.grows };
};

/** A trick a pet is taught, as the theme names it, with its one word and the way a treat leads it there; sit when none is named. */
interface Trick {
  said: RegExp;
  trick: string;
  word: string;
  done: string;
  lure: string;
}
const TRICKS: readonly Trick[] = [
  { said: /\b(?:give|gives|giving|shake) (?:a |his |her |its |me a )?(?:paw|hands?)\b|\bpaw\b/i, trick: 'give a paw', word: 'Paw', done: 'gave a paw', lure: 'held a treat in a closed hand, low down, and waited, and when the {pet} lifted a paw to scrape at it', },
  { said: /\blie down\b|\blying down\b|\bto lie\b/i, trick: 'lie down', word: 'Down', done: 'lay down', lure: 'held a treat at the {pet}\'s nose and moved it slowly down to the floor, and as the {pet} followed it all the way down' },
  { said: /\bsit\b|\btricks?\b|.*/i, trick: 'sit', word: 'Sit', done: 'sat', lure: 'held a treat just above the {pet}\'s nose and moved it slowly back, and as the {pet} looked up, its bottom went down' },
];
export const trickIn = (text: string | undefined): Trick => TRICKS.find((trick) => trick.said.test(text ?? ''))!;

/** The first of a kind's words the theme names, else the usual one: the cat's catch, the place a nest is in, the bird that built it. */
const namedOf = (text: string | undefined, words: ReadonlyArray<readonly [RegExp, string]>, usual: string) => words.find(([said]) => said.test(text ?? ''))?.[1] ?? usual;
const PREY: ReadonlyArray<readonly [RegExp, string]> = [[/\bfrogs?\b/i, 'frog'], [/\bbirds?\b/i, 'bird'], [/\brats?\b/i, 'rat'], [/\bvoles?\b/i, 'vole'], [/\bshrews?\b/i, 'shrew']];
const NEST_PLACES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bshed\b/i, 'shed'], [/\broof\b/i, 'roof'], [/\bgutter\b/i, 'gutter'], [/\bporch\b/i, 'porch'], [/\b(?:bird ?box|nest ?box)\b/i, 'bird box'],
  [/\btree\b/i, 'tree'], [/\bbush\b/i, 'bush'], [/\bwall\b/i, 'wall'], [/\bchimney\b/i, 'chimney'],
];
const NEST_BIRDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\brobin/i, 'robin'], [/\bblackbird/i, 'blackbird'], [/\bblue ?tit/i, 'blue tit'], [/\bsparrow/i, 'sparrow'], [/\bwren/i, 'wren'], [/\bswallow/i, 'swallow'],
  [/\bhouse martin/i, 'house martin'], [/\bpigeon/i, 'pigeon'], [/\bmagpie/i, 'magpie'], [/\bthrush/i, 'thrush'], [/\bstarling/i, 'starling'],
];

/** {prey}, {nestplace} ({Nestplace}), {nestbird}, {young}, {Young}, {petbed}, {newborn}, {grows}, {trick}, {Trickword}, {trickword}, {trickdone}, {lure}, {petfear} and {chewed} filled in a catalogue line. */
export function withPetWords(line: string, text: string | undefined, titled: (words: string) => string): string {
  if (!/\{(?:prey|nestplace|Nestplace|nestbird|young|Young|petbed|newborn|grows|trick|Trickword|trickword|trickdone|lure|petfear|chewed)\}/.test(line)) return line;
  return line
    .replaceAll('{prey}', () => namedOf(text, PREY, 'mouse'))
    .replaceAll('{nestplace}', () => namedOf(text, NEST_PLACES, 'hedge'))
    .replaceAll('{Nestplace}', () => titled(namedOf(text, NEST_PLACES, 'hedge')))
    .replaceAll('{nestbird}', () => namedOf(text, NEST_BIRDS, 'bird'))
    .replaceAll('{petbed}', () => litterOf(text).bed)
    .replaceAll('{newborn}', () => litterOf(text).newborn)
    .replaceAll('{grows}', () => litterOf(text).grows)
    .replaceAll('{trick}', () => trickIn(text).trick)
    .replaceAll('{Trickword}', () => trickIn(text).word)
    .replaceAll('{trickword}', () => trickIn(text).word.toLowerCase())
    .replaceAll('{trickdone}', () => trickIn(text).done)
    .replaceAll('{lure}', () => trickIn(text).lure)
    .replaceAll('{young}', () => youngNamedIn(text))
    .replaceAll('{Young}', () => titled(youngNamedIn(text)))
    .replaceAll('{petfear}', () => petFearIn(text))
    .replaceAll('{chewed}', () => chewedIn(text));
}
