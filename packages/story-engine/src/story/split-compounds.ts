import { isClause, isPastVerbLed, standsAlone } from '../understand/read-words';

/**
 * For the youngest readers: "Ember was shy, and they puffed a cloud" → "Ember was shy. They puffed a cloud."
 * Only splits where both sides are whole clauses that name something of this story, never inside a quotation.
 */
const CLAUSE_JOIN = /, (?:and|but|so) (?=(?:he|she|they|it|we|there (?:was|were)|everyone|someone|somebody|nobody|the|a|an|\p{Lu}[\p{L}'’]*) )/u;

/**
 * "a sticker on its spine that said which shelf it lived on": a thing and what it is like, whose verbs are all its
 * relative clause's. Said alone after ", and" it was a page with no verb (held-out read 44), so it stays joined.
 */
export function isThingWithClause(words: string): boolean {
  const relative = /^(?:an?|the|some|one|two|three)\s([^,]*?)\s(?:that|which|who|where)\s/i.exec(words);
  return relative !== null && !standsAlone(relative[1]!);
}

export function splitCompounds(sentence: string, isDistinctive: (sentence: string) => boolean): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  const match = CLAUSE_JOIN.exec(sentence);
  if (!match || sentence.slice(0, match.index).split(' ').length < 3) return [sentence];
  const head = `${sentence.slice(0, match.index)}.`;
  const rest = sentence.slice(match.index + match[0].length);
  // "There was cake for everyone, and a balloon to take home" is one list, not two sentences.
  if (!standsAlone(rest.replace(/[.!?]+$/, ''))) return [sentence];
  if (isThingWithClause(rest)) return [sentence];
  const tail = rest.charAt(0).toUpperCase() + rest.slice(1);
  // A half that names nothing of this story ("Something went scritch.") stays joined to the half that does.
  if (!isDistinctive(head) || !isDistinctive(tail)) return [sentence];
  return [head, ...splitCompounds(tail, isDistinctive)];
}

/**
 * For a story still over its band: "Now Amelia knew it for sure: being brave means trying." → "Now Amelia knew it for
 * sure. Being brave means trying." Only where what follows the colon is a whole clause, never inside a quotation.
 */
export function splitAtColon(sentence: string): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  const at = sentence.indexOf(': ');
  if (at < 0 || sentence.slice(0, at).split(' ').length < 3) return [sentence];
  const rest = sentence.slice(at + 2);
  if (rest.split(' ').length < 4 || !isClause(rest.replace(/[.!?]+$/, '')) || isThingWithClause(rest)) return [sentence];
  return [`${sentence.slice(0, at)}.`, ...splitAtColon(rest.charAt(0).toUpperCase() + rest.slice(1))];
}

/** A sentence led by a pronoun and its verb: "She looked out of the window as the plane lifted". */
const PRONOUN_LED = /^(She|He|They|We|I)\s+(?!and\b|or\b)(?:\p{Ll}+ly\s+)?\p{Ll}+(?:ed|t)?\b/u;
/** A clause inside the head whose own subject a joined verb would belong to: "noticed that …", "the dog who …". */
const INNER_CLAUSE = /\b(?:that|which|who|whose)\b/;
/** Where a second verb of the same subject is joined on: ", and did not close her eyes", " and pictured the landing". */
const SECOND_VERB = /,? and (?!(?:then|so)\b)(?=\p{Ll})/gu;

/**
 * For a story still over its band: "She looked out of the window as the plane lifted, and did not close her eyes." →
 * "She looked out of the window as the plane lifted. She did not close her eyes." The pronoun that leads the sentence
 * is said again for its second verb; only where both halves are at least three words and the second leads on a verb
 * in the past, never inside a quotation.
 */
export function splitSharedSubject(sentence: string): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  const subject = PRONOUN_LED.exec(sentence)?.[1];
  if (!subject) return [sentence];
  for (const match of sentence.matchAll(SECOND_VERB)) {
    const head = sentence.slice(0, match.index);
    const rest = sentence.slice(match.index + match[0].length);
    const verbs = rest.replace(/[.!?]+$/, '');
    if (head.split(' ').length < 3 || verbs.split(' ').length < 3 || !isPastVerbLed(verbs)) continue;
    // After "noticed that the angry feeling came in a rush", the second verb is the feeling's: "He went away slowly if he
    // let it." (round 19's census) gave it to the hero.
    if (INNER_CLAUSE.test(head)) return [sentence];
    // "They remembered the time they called and looked in every shoe": the second verb is the inner subject's.
    if (/\b(?:he|she|they|we|I)\b/.test(head.slice(subject.length))) return [sentence];
    return [`${head.replace(/[,;]$/, '')}.`, ...splitSharedSubject(`${subject} ${rest}`)];
  }
  return [sentence];
}
