/**
 * For readers of nine to twelve, the narrator does not exclaim ("The hat was gone!", "It was a stormy day!"): an older
 * reader hears a story that shouts at them as one for little ones. What the characters say keeps its exclamation marks.
 */
export function withCalmNarration(sentence: string): string {
  let quoted = false;
  let calm = '';
  for (const char of sentence) {
    if (char === '"') quoted = !quoted;
    calm += char === '!' && !quoted ? '.' : char;
  }
  return calm;
}
