import { isCoinedAdjective } from './coined-adjective';
import nlp from 'compromise';
import { memoised } from '../core/memo';

/**
 * The one place the engine reads a parent's free words (theme, lesson, notes, feedback, traits, looks),
 * with the compromise English tagger rather than regular expressions: what part of speech a phrase is,
 * its head noun and whether that is plural, and which words are names to keep capitalised.
 */

/** A noun in the singular, by the tagger and remembered: "volcanoes" → "volcano", "mice" → "mouse", "kite" → "kite". */
export const singularOf = (noun: string): string => singularOfLowerCase(noun.toLowerCase());

const singularOfLowerCase = memoised((noun: string): string => {
  const doc = nlp(noun);
  // A word on its own may be read as a verb ("trains", "seeds"): here it is a noun.
  doc.tag('Noun');
  return doc.nouns().toSingular().text() || noun;
});

export type PhraseShape = 'noun phrase' | 'adjective' | 'verb phrase' | 'clause' | 'other';

export interface ReadPhrase {
  /** The words as typed, trimmed of an end stop. */
  text: string;
  shape: PhraseShape;
  /** The last noun of the first noun phrase, singular: "a lost kite" → "kite", "dinosaurs" → "dinosaur". */
  head?: string;
  plural: boolean;
  /** Words tagged as proper nouns or written with a capital inside the phrase ("Diwali", "Lunar New Year"). */
  properNouns: string[];
}

/** Festivals and days, names wherever they stand (the tagger does not know them all as names). */
export const ALWAYS_CAPITAL = /^(?:Diwali|Deepavali|Eid|Christmas|Xmas|Hanukkah|Chanukah|Easter|Halloween|Ramadan|Holi|Thanksgiving|Lunar|Chinese|Santa|Passover|Kwanzaa|Navratri|Vaisakhi|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)[.,!?]?$/;

interface Term {
  text: string;
  normal: string;
  tags: string[];
}

const cache = new Map<string, ReadPhrase>();

const termsCache = new Map<string, Term[]>();

/** The tagger's reading of a text, word by word; cached, as the same few phrases are read on every page. */
function termsOf(text: string): Term[] {
  const known = termsCache.get(text);
  if (known) return known;
  const terms = tagTerms(text);
  termsCache.set(text, terms);
  return terms;
}

function tagTerms(text: string): Term[] {
  const json = nlp(text).terms().json() as Array<{ terms: Array<{ text: string; normal: string; tags: string[] }> }>;
  return json.map((entry) => entry.terms[0]!).map((term) => ({ text: term.text, normal: term.normal, tags: term.tags }));
}

const has = (term: Term | undefined, tag: string) => term?.tags.includes(tag) === true;

/** What a parent's phrase is, grammatically. Cached: the same few phrases are read for every page. */
export function readPhrase(raw: string): ReadPhrase {
  const text = raw.trim().replace(/[.!]+$/, '');
  const known = cache.get(text);
  if (known) return known;
  const terms = termsOf(text);
  const words = terms.filter((term) => !has(term, 'Determiner') && !has(term, 'Possessive'));
  const first = words[0];
  const verbAt = terms.findIndex((term) => has(term, 'Verb') && !has(term, 'Adjective') && !has(term, 'Participle'));
  const subjectBefore = verbAt > 0 && terms.slice(0, verbAt).some((term) => has(term, 'Noun') || has(term, 'Pronoun'));
  const shape: PhraseShape =
    subjectBefore || (has(first, 'Imperative') && terms.length > 1) ? 'clause'
    : first && has(first, 'Verb') && !has(first, 'Adjective') ? 'verb phrase'
    : words.length > 0 && words.every((term) => has(term, 'Adjective') || has(term, 'Adverb') || has(term, 'Conjunction')) ? 'adjective'
    : words.some((term) => has(term, 'Noun')) ? 'noun phrase'
    : 'other';
  const nouns = nlp(text).nouns();
  const firstNoun = nouns.eq(0);
  const headTerm = (firstNoun.terms().json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>).map((entry) => entry.terms[0]!).filter((term) => term.tags.includes('Noun')).at(-1);
  const plural = headTerm?.tags.includes('Plural') === true;
  const head = headTerm ? (plural ? (nlp(headTerm.normal).nouns().toSingular().text() || headTerm.normal) : headTerm.normal) : undefined;
  // A capital on the first word says nothing ("My teddy"); on a later word, or where the tagger knows the name, it is a name.
  const properNouns = terms.filter((term, index) => /^\p{Lu}/u.test(term.text) && (index > 0 ? term.text !== 'I' : has(term, 'ProperNoun') || ALWAYS_CAPITAL.test(term.text))).map((term) => term.text.replace(/[^\p{L}'-]/gu, ''));
  const read = { text, shape, head, plural, properNouns };
  cache.set(text, read);
  return read;
}

/** Whether a phrase can follow "was" and stand before a noun: "shy", "always hungry", not "uses a wheelchair" or "afraid of the dark". */
/** "worrier": a word the tagger reads as a comparative ("more worried") that a parent means as a kind of child. */
export function isComparative(word: string): boolean {
  return termsOf(word).some((term) => has(term, 'Comparative'));
}

export function isDescribingWord(phrase: string): boolean {
  return readPhrase(phrase).shape === 'adjective' || /^[\p{L}]+-[\p{L}]+$/u.test(phrase.trim()) || isCoinedAdjective(phrase);
}

const FINITE = ['PresentTense', 'PastTense', 'Imperative', 'Infinitive', 'Modal', 'Copula', 'FutureTense'];

/** Whether a parent's lesson is a sentence ("It is okay to ask for help", "Always say sorry") rather than a bare word ("sharing", "patience"). */
export function isSentence(phrase: string): boolean {
  return termsOf(phrase).some((term) => has(term, 'Verb') && !has(term, 'Gerund') && FINITE.some((tag) => has(term, tag)));
}

/** The phrase with every word the parent capitalised (or the tagger knows as a name) kept as typed, the rest lowercase. */
export function keepNames(phrase: string): string {
  const names = new Set(readPhrase(phrase).properNouns);
  return phrase.trim().split(/\s+/).map((word) => (names.has(word.replace(/[^\p{L}'-]/gu, '')) ? word : word.toLowerCase())).join(' ');
}

/** A verb phrase told in the past: "uses a wheelchair" → "used a wheelchair", "loves football" → "loved football". */
export function pastTense(phrase: string): string {
  // Only the phrase's own verb changes: "loves counting things" → "loved counting things", not "loves counted things".
  const words = phrase.trim().split(/\s+/);
  const terms = termsOf(phrase.trim());
  // The tagger may read "loves" in "loves counting things" as a plural noun: a phrase led by a present verb is led by its verb.
  // A word right after a preposition is its noun, whatever the tagger says: "shy at parties" is not "shy at partied".
  const at = isVerbLed(phrase) ? 0 : terms.findIndex((term, index) => has(term, 'Verb') && !has(term, 'Gerund') && !has(term, 'Infinitive') && !has(term, 'Participle') && !(index > 0 && has(terms[index - 1]!, 'Preposition')));
  if (at < 0 || terms.length !== words.length) {
    const doc = nlp(phrase);
    doc.verbs().toPastTense();
    return doc.text();
  }
  const past = nlp(`it ${words[at]}`).verbs().toPastTense().text().replace(/^it /, '');
  return [...words.slice(0, at), past, ...words.slice(at + 1)].join(' ');
}

/** Whether a phrase names something done rather than something held: "recycling", "going to the dentist", "learning to swim". */
export function isActivity(phrase: string): boolean {
  const read = readPhrase(phrase);
  return read.shape === 'clause' || (read.shape === 'verb phrase' && /^\p{L}+ing\b/u.test(read.text));
}

/** Whether a sentence is an instruction ("Be brave", "Always say sorry", "try new things") rather than a statement. */
export function isInstruction(phrase: string): boolean {
  const terms = termsOf(phrase).filter((term) => !has(term, 'Adverb'));
  const first = terms[0];
  // "Practice matters more than talent" opens on a noun with its own verb after it: a saying, not something to do.
  if (SUBJECT_AND_VERB.test(phrase.trim())) return false;
  return first !== undefined && has(first, 'Verb') && (has(first, 'Imperative') || has(first, 'Infinitive')) && !has(first, 'Gerund');
}

/** A one-word subject and its verb: "Practice matters", "Love does not change", "Kindness always wins". */
const SUBJECT_AND_VERB = /^\p{L}+\s+(?:(?:always|never|often|really)\s+)?(?:does|doesn'?t|is|isn'?t|was|will|can|has|matters|counts|wins|makes|means|grows|stays|lasts|helps|beats|changes|comes|goes)\b/iu;

/** Whether a phrase opens on a verb in the present ("stops talking", "loves to sing"), whatever the tagger made of the whole. */
export function isVerbLed(phrase: string): boolean {
  const first = phrase.trim().split(/\s+/)[0] ?? '';
  return first !== '' && nlp(first).has('#PresentTense') && /s$/i.test(first);
}

const finite = new Map<string, boolean>();

/**
 * Whether words said after ", and" are a sentence of their own: a subject with a verb in the past or with "was",
 * "had", "could" ("a gust of wind went whoosh"), not more of a list ("a balloon to take home").
 */
export function standsAlone(words: string): boolean {
  let known = finite.get(words);
  if (known === undefined) finite.set(words, (known = nlp(words).has('(#PastTense|#Copula|#Modal|#Auxiliary)') && !/^(?:to|and|or)\b/i.test(words)));
  return known;
}

/** Whether words after a colon are a whole clause in any tense ("sharing makes good things better"), not a list. */
export function isClause(words: string): boolean {
  return standsAlone(words) || nlp(words).has('#PresentTense');
}

const verbLed = new Map<string, boolean>();

/**
 * Whether words said after "and" with no subject of their own are a second thing the same one did: a verb in the past
 * ("did not close her eyes", "pictured the landing"), not more of a list ("a balloon to take home") or a present ("bread").
 */
export function isPastVerbLed(words: string): boolean {
  let known = verbLed.get(words);
  if (known === undefined) verbLed.set(words, (known = nlp(`she ${words}`).has('^she #Adverb? (#PastTense|#Auxiliary|#Copula)') && !/^(?:to|and|or)\b/i.test(words)));
  return known;
}
