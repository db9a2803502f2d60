import { isClause, standsAlone } from '../understand/read-words';

/**
 * For the youngest readers: "Ember was shy, and they puffed a cloud" → "Ember was shy. They puffed a cloud."
 * Only splits where both sides are whole clauses that name something of this story, never inside a quotation.
 */
const CLAUSE_JOIN = /, (?:and|but|so) (?=(?:he|she|they|it|we|there (?:was|were)|everyone|someone|somebody|nobody|the|a|an|\p{Lu}[\p{L}'’]*) )/u;

export function splitCompounds(sentence: string, isDistinctive: (sentence: string) => boolean): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  const match = CLAUSE_JOIN.exec(sentence);
  if (!match || sentence.slice(0, match.index).split(' ').length < 3) return [sentence];
  const head = `${sentence.slice(0, match.index)}.`;
  const rest = sentence.slice(match.index + match[0].length);
  // "There was cake for everyone, and a balloon to take home" is one list, not two sentences.
  if (!standsAlone(rest.replace(/[.!?]+$/, ''))) return [sentence];
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
  if (rest.split(' ').length < 4 || !isClause(rest.replace(/[.!?]+$/, ''))) return [sentence];
  return [`${sentence.slice(0, at)}.`, ...splitAtColon(rest.charAt(0).toUpperCase() + rest.slice(1))];
}
