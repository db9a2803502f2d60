/**
 * For the youngest readers: "Ember was shy, and they puffed a cloud" → "Ember was shy. They puffed a cloud."
 * Only splits where both sides are whole clauses, and never inside a quotation.
 */
const CLAUSE_JOIN = /, (?:and|but|so) (?=(?:he|she|they|it|we|everyone|the|a|an|\p{Lu}[\p{L}'’]*) )/u;

export function splitCompounds(sentence: string): string[] {
  if (/["“”]/.test(sentence)) return [sentence];
  const match = CLAUSE_JOIN.exec(sentence);
  if (!match || sentence.slice(0, match.index).split(' ').length < 3) return [sentence];
  const head = `${sentence.slice(0, match.index)}.`;
  const tail = sentence.slice(match.index + match[0].length);
  return [head, ...splitCompounds(tail.charAt(0).toUpperCase() + tail.slice(1))];
}
