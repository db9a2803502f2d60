import { escapeRegExp } from '../core/regex';

/**
 * A family word with the name the theme gives after it ("a trip to the zoo with uncle Raj": Uncle Raj, "baking with
 * Grandma Rose": Grandma Rose), so the page never calls him "Uncle" alone. The word as it was, when no name follows.
 */
export function withNameAfter(word: string, typedIn: readonly string[]): string {
  const after = new RegExp(String.raw`\b${escapeRegExp(word)}\s+(\p{Lu}\p{Ll}+)(?!\p{L})`, 'iu');
  for (const text of typedIn) {
    const said = after.exec(text);
    // Only a name the parent capitalised: "with grandma Tomorrow" is never typed, "with grandma today" is no name.
    if (said && /^\p{Lu}/u.test(said[1]!)) return `${word} ${said[1]}`;
  }
  return word;
}
