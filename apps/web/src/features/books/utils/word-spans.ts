export interface WordSpan {
  text: string;
  start: number;
  end: number;
  isWord: boolean;
}

/** Splits text into words and the gaps between them, with character offsets for speech boundary events. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(/\S+|\s+/g)) {
    const start = match.index ?? 0;
    spans.push({ text: match[0], start, end: start + match[0].length, isWord: /\S/.test(match[0]) });
  }
  return spans;
}

/** The index of the word span that holds `charIndex`, or -1. */
export function wordAt(spans: readonly WordSpan[], charIndex: number | null): number {
  if (charIndex === null) return -1;
  return spans.findIndex((span) => span.isWord && charIndex >= span.start && charIndex < span.end);
}
