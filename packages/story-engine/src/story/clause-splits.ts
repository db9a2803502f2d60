import { splitSentences } from '../core/readability';
import { isClause, isPastVerbLed, standsAlone } from '../understand/read-words';

/**
 * More places a long sentence of a book over its band is told as two, each half a whole clause of the story (issue 28,
 * round 20): a story was fitted by "Gosh! Ah!" and "See?" where it could have said its own sentence in two. Never inside
 * a quotation; each half at least three words.
 */
export function splitClauses(line: string): string[] {
  // A line of the story may hold more than one sentence ("Siobhan asked. Auntie Jo thought hard, and …"): each is read alone.
  const sentences = splitSentences(line);
  return sentences.length > 1 ? sentences.flatMap(splitClauses) : splitSentence(line);
}

function splitSentence(sentence: string): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  for (const split of SPLITS) {
    const parts = split(sentence);
    if (parts) return parts.flatMap(splitClauses);
  }
  return [sentence];
}

type Split = (sentence: string) => string[] | undefined;

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const bare = (text: string): string => text.replace(/[.!?]+$/, '');
const long = (text: string): boolean => text.split(' ').length >= 3;

/** "Nobody chose for her; Lola decided all by herself." → "Nobody chose for her. Lola decided all by herself." */
const atSemicolon: Split = (sentence) => {
  const at = sentence.indexOf('; ');
  if (at < 0) return undefined;
  const head = sentence.slice(0, at);
  const rest = sentence.slice(at + 2);
  if (!long(head) || !long(rest) || !isClause(head) || !isClause(bare(rest))) return undefined;
  return [`${head}.`, capitalised(rest)];
};

/**
 * "She looked along the row at everyone else's, which were all taller." → "… at everyone else's. They were all
 * taller." A thing and what it was like: "which were" is "They", "which was" or "which had" is "It".
 */
const atWhich: Split = (sentence) => {
  const match = /, which (were|was|had) /.exec(sentence);
  if (!match) return undefined;
  const head = sentence.slice(0, match.index);
  const rest = `${match[1] === 'were' ? 'They' : 'It'} ${match[1]} ${sentence.slice(match.index + match[0].length)}`;
  if (!long(head) || !long(rest) || !standsAlone(head)) return undefined;
  return [`${head}.`, rest];
};

/**
 * "X, and her coat fell off." → "X. Her coat fell off.", "…, and all the questions ran into blots": a second clause whose
 * subject is someone's thing or a number of them (the pronouns and names `split-compounds.ts` splits at already).
 */
const atOwnersThing: Split = (sentence) => {
  const match = /, (?:and|but) (?=(?:his|her|their|its|our|my|that|this|all|both|each|every|one|two) \p{L}|then (?:he|she|they|it|we|I|\p{Lu}\p{L}*) )|, so (?=(?:his|her|their|its|our|my|all|both) \p{L})/u.exec(sentence);
  if (!match) return undefined;
  const head = sentence.slice(0, match.index);
  const rest = sentence.slice(match.index + match[0].length);
  if (!long(head) || !long(rest) || !standsAlone(head) || !standsAlone(bare(rest))) return undefined;
  return [`${head}.`, capitalised(rest)];
};

/**
 * "That night, Jiwoo and Grandma read the book twice, and tucked the card under their pillow." → "… read the book twice.
 * They tucked the card under their pillow.": two named ones are "They"; one name is said again (whose pronoun this
 * sentence does not know). The shared subject led by a pronoun is `splitSharedSubject`'s.
 */
const atNamedSubjectsVerb: Split = (sentence) => {
  const subject = /^(?:[A-Z][\w ]*?, )?((\p{Lu}[\p{L}'’-]*|he|she|they|we)(?: and (\p{Lu}[\p{L}'’-]*))?) (?=\p{Ll})/u.exec(sentence);
  if (!subject || /^(?:The|A|An|This|That|Then|There|It|In|On|At|When|If|But|And|So|One|Some|All)$/.test(subject[2]!)) return undefined;
  // A pronoun after a time or place said first ("On the last evening, they …"); one leading the sentence is `splitSharedSubject`'s.
  if (/^(?:he|she|they|we)$/.test(subject[2]!) && !/^[A-Z][\w ]*?, /.test(sentence)) return undefined;
  const match = /, and (?!(?:then|so)\b)(?=\p{Ll})/u.exec(sentence);
  if (!match || !standsAlone(sentence.slice(subject.index, match.index))) return undefined;
  const head = sentence.slice(0, match.index);
  const rest = sentence.slice(match.index + match[0].length);
  if (!long(head) || !long(rest) || /\b(?:that|which|who|whose|he|she|they)\b/.test(head.slice(subject.index + subject[0].length)) || !isPastVerbLed(bare(rest))) return undefined;
  return [`${head}.`, `${subject[3] ? 'They' : capitalised(subject[1]!)} ${rest}`];
};

/**
 * "The library had shelves taller than a grown-up, and a carpet with a map of the world on it." → "The library had
 * shelves taller than a grown-up. It had a carpet with a map of the world on it.": a place's two things, each said whole.
 */
const atThingsItHad: Split = (sentence) => {
  const match = /^(?:The|A|An) (\p{Ll}+) had ([^,]+), and ((?:a|an|the|some|two|three) [^,]+?)([.!])$/u.exec(sentence);
  if (!match || standsAlone(match[3]!)) return undefined;
  return [`${sentence.slice(0, sentence.indexOf(', and '))}.`, `${/[^s]s$/.test(match[1]!) ? 'They' : 'It'} had ${match[3]}${match[4]}`];
};

const SPLITS: readonly Split[] = [atSemicolon, atWhich, atOwnersThing, atNamedSubjectsVerb, atThingsItHad];

/** A sentence a split left saying "It had …" or "That did not help": it says nothing once the sentence before it is gone. */
const FOLLOWS_ON = /^(?:(?:It|They) (?:was|were|had)|That)\b/;

/** Whether a page may lose its sentence at `index`: not the one a following "They were all taller." leans on. */
export const keepsWhatFollowsOn = (sentences: readonly string[], index: number): boolean => !FOLLOWS_ON.test(sentences[index + 1] ?? '');
