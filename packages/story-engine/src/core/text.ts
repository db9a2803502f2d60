/** Small wording helpers shared by every writer. */

/** Capitalises the first letter, skipping an opening quote. */
export function capitalize(text: string): string {
  return text.replace(/^(["'“‘]?)(\p{Ll})/u, (_match, quote: string, letter: string) => quote + letter.toUpperCase());
}

/** "Mia", "Mia and Leo", "Mia, Leo and Ember". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** "an owl", "a kite", "a unicorn" (a "you" sound takes "a"). */
export function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) && !/^(?:uni|use|eu)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** "Mia's", and "Ines's" as well: one form for every name, the one the catalogue's lines ("{hero}'s") are written in. */
export function possessive(name: string): string {
  return `${name}'s`;
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'in', 'on', 'to', 'under', 'with', 'at', 'by', 'for', 'who']);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word)))
    .join(' ');
}

/** Trims, drops a trailing full stop and lowercases the first letter unless it starts an acronym or "I". */
export function asClause(text: string): string {
  const trimmed = text.trim().replace(/[.!\s]+$/, '');
  if (/^I\b/.test(trimmed) || /^\p{Lu}{2}/u.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** A parent's phrase, kept only when it is a few plain words that read well inside a sentence. */
export function plainPhrase(text: string | undefined): string | undefined {
  const trimmed = text?.trim().replace(/[.!]+$/, '');
  if (!trimmed || !/^[\p{L}][\p{L} ',-]*$/u.test(trimmed) || trimmed.split(/\s+/).length > 8) return undefined;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/** A phrase met before, with "the": "a deep snowdrift" → "the deep snowdrift"; "the raised drawbridge" stays. */
export function definite(phrase: string): string {
  return phrase.replace(/^an? /, 'the ');
}

/** A phrase pointed back at once it has been met: "a birthday surprise" → "that birthday surprise", "rainbows" → "those rainbows". */
export function pointedBack(phrase: string): string {
  if (/^the\s/i.test(phrase)) return phrase;
  const bare = phrase.replace(/^(?:a|an|my|our|some)\s+/i, '');
  // The number is the head noun's, before what follows it: "that treasure hunt in the woods", "those trips to the sea".
  const head = bare.split(/\s+(?:in|at|on|of|with|to|for|by|from|under|near|and)\s+/i)[0] ?? bare;
  return isPlural(head) ? `those ${bare}` : `that ${bare}`;
}

/** Whether a noun phrase without an article is plural: "sticky buns" but not "grass" or "apple pie". */
export function isPlural(noun: string): boolean {
  return /[^s]s$/.test(noun) && !/(?:us|is)$/.test(noun);
}
