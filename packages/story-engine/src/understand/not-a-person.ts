import nlp from 'compromise';
import { memoised } from '../core/memo';
import { petNamedIn } from '../world/pet-words';
import type { CatalogueTheme } from '../world/catalogue/theme-entry';

/**
 * A moment of the child's own (a bath, a haircut, a birthday, learning to swim, a new baby) that the parent's theme gives to
 * an animal, a toy or someone outside the family: "giving the dog a bath", "my doll's birthday", "the cow is having a baby",
 * "the teacher is having a baby". The one it happens to is read with the compromise tagger, as `readMoment` reads whose a
 * moment is: the subject of the verb, the possessor, or the one it is for or done to ("a haircut for the dog", "giving her
 * dolly a bath"). Such a moment is not the entry's (round 14's audit of the catalogue's word lists).
 */
export function happensToNoPerson(text: string, entry: Pick<CatalogueTheme, 'kind' | 'words'>): boolean {
  if (entry.kind !== 'moment' && entry.kind !== 'festival') return false;
  const ones = theOnesItHappensTo(text);
  // A pet's or a toy's own entry keeps its animal or toy ("our cat went missing", "the vet", "a lost teddy").
  if (ones.some((one) => ANIMAL.test(one) || TOY.test(one))) return !namesAnAnimalOrToy(entry);
  // The neighbours' puppy is the entry that names the neighbours.
  return ones.some((one) => OUTSIDER.test(one)) && !OUTSIDERS_NAMED.test(positiveWords(entry.words));
}

/**
 * A body or health moment of the child's own that the theme gives to a pet ("our cat needs an operation", "the dog has a
 * broken leg", "the cat had her jabs") is the pet's trip to the vet, which the catalogue tells.
 */
export function seenByTheVet(text: string, entry: Pick<CatalogueTheme, 'id' | 'kind' | 'words'>): boolean {
  // Only a pet the vet's lines can carry ("the rabbit"): a horse's broken leg is no trip in a carrier.
  return SEEN_BY_THE_VET.has(entry.id) && happensToNoPerson(text, entry) && theOnesItHappensTo(text).some((one) => ANIMAL.test(one)) && petNamedIn(text) !== 'pet';
}

/** The child's body and health moments an animal has at the vet's. */
const SEEN_BY_THE_VET = new Set(['hospital', 'broken-arm', 'jab', 'doctor', 'sick-day', 'dentist']);

interface Term {
  word: string;
  tags: readonly string[];
}

const isNoun = (term: Term | undefined) => term !== undefined && term.tags.includes('Noun') && !term.tags.includes('Pronoun');
const isVerb = (term: Term | undefined) => term !== undefined && term.tags.includes('Verb');

/** The animals, toys or people the theme's moment may happen to, where the words say them: the last noun of each phrase. */
const theOnesItHappensTo = memoised((text: string): readonly string[] => {
  const terms: Term[] = (nlp(text).terms().json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).map((entry) => {
    const term = entry.terms[0]!;
    return { word: term.normal.replace(/['’]s?$/, ''), tags: term.tags };
  });
  // The noun phrase from `at`: its last noun ("the class bear" → "bear"), and where it ends.
  const phraseAt = (at: number): { head: string; end: number } | undefined => {
    let end = at;
    while (terms[end] && /^(?:the|a|an|our|my|his|her|their|your|little|new|old|class|baby)$/.test(terms[end]!.word)) end += 1;
    if (!isNoun(terms[end])) return undefined;
    while (isNoun(terms[end + 1]) && !terms[end]!.tags.includes('Possessive')) end += 1;
    return { head: terms[end]!.word, end };
  };
  const ones: string[] = [];
  for (const [at, term] of terms.entries()) {
    // "the dog's first bath", "my doll's birthday".
    if (term.tags.includes('Possessive') && isNoun(term) && !/^(?:my|our|his|her|their|your)$/.test(term.word)) ones.push(term.word);
    // "a haircut for the dog", "a wedding for her dolls".
    const phrase = term.word === 'for' ? phraseAt(at + 1) : undefined;
    if (phrase) ones.push(phrase.head);
  }
  // "our dog is learning to swim", "teddy has a broken arm", "the class bear comes for a sleepover".
  const subject = phraseAt(0);
  if (subject && isVerb(terms[subject.end + 1])) ones.push(subject.head);
  // "giving the dog a bath", "taking the dog to the groomers": the one a verb at the start is done to.
  const object = isVerb(terms[0]) && /^(?:giv|tak|bath|wash|brush|dress|feed)/.test(terms[0]!.word) ? phraseAt(1) : undefined;
  if (object) ones.push(object.head);
  return ones;
});

/** Animals a parent names, pets and farm and zoo animals: one word each, plural or not. */
export const ANIMAL_WORDS = String.raw`(?:dogs?|pupp(?:y|ies)|pups?|cats?|kittens?|kitty|rabbits?|bunn(?:y|ies)|hamsters?|guinea ?pigs?|gerbils?|mice|mouse|rats?|tortoises?|hens?|chickens?|chicks?|budgies?|parrots?|birds?|owls?|fish|goldfish|horses?|pon(?:y|ies)|cows?|goats?|sheep|pigs?|piglets?|lambs?|ducks?|ducklings?|donkeys?|llamas?|alpacas?|calf|calves|foals?|deer|elephants?|giraffes?|seals?|penguins?|animals?|pets?)`;
const ANIMAL = new RegExp(`^${ANIMAL_WORDS}$`);
const TOY = /^(?:dolls?|dolly|dollies|teddy|teddies|teddys|bears?|barbies?|toys?|puppets?|soft toys?|cuddly toys?)$/;
/** Someone outside the family whose news is theirs, not the family's ("the teacher is having a baby"). */
const OUTSIDER = /^(?:teachers?|miss|mrs|neighbou?rs?|lady|man|woman|classmates?)$/;
const OUTSIDERS_NAMED = /\b(?:teacher|neighbou|classmate)/i;
/** An entry whose own words name an animal or a toy ("our cat went missing", "the vet", "a lost teddy"): their moment is its own. */
export const namesAnAnimalOrToy = (entry: Pick<CatalogueTheme, 'words'>): boolean => ABOUT_ANIMALS_OR_TOYS.test(positiveWords(entry.words));
// Chicken pox is no chicken.
const ABOUT_ANIMALS_OR_TOYS = new RegExp(String.raw`\b${ANIMAL_WORDS}(?![a-z]|\s*\??\s*pox)|\b(?:pupp|kitten|vets?(?![a-z])|toys?(?![a-z])|teddy|doll)`, 'i');

/**
 * An entry's pattern as the words it names, without the words it refuses: "new baby" refuses "new baby goats" and so
 * names no goat. Negative lookarounds are taken out (their parentheses balanced), and word boundaries made spaces.
 */
function positiveWords(words: RegExp): string {
  const source = words.source;
  let out = '';
  for (let at = 0; at < source.length; at += 1) {
    if (source[at] === '\\') {
      out += source[at + 1] === 'b' ? ' ' : source.slice(at, at + 2);
      at += 1;
      continue;
    }
    if (!/^\(\?<?!/.test(source.slice(at, at + 4))) {
      out += source[at];
      continue;
    }
    let depth = 0;
    for (; at < source.length; at += 1) {
      if (source[at] === '\\') at += 1;
      else if (source[at] === '(') depth += 1;
      else if (source[at] === ')' && --depth === 0) break;
    }
  }
  return out;
}
