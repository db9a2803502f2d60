import { measureText } from './measure';

/** Splits a word wider than `maxWidth` into hyphenated pieces that fit. */
function breakWord(word: string, maxWidth: number, fontSize: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current && measureText(`${current}${ch}-`, fontSize) > maxWidth) {
      pieces.push(`${current}-`);
      current = ch;
    } else {
      current += ch;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Greedy word wrap: every returned line fits within `maxWidth`. */
export function wrapText(text: string, maxWidth: number, fontSize: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean).flatMap((word) => (measureText(word, fontSize) > maxWidth ? breakWord(word, maxWidth, fontSize) : [word]));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measureText(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * The largest font size (from `maxSize` down to `minSize`) at which the text wraps into at most `maxLines` lines.
 * At the smallest size the lines are kept whatever their number, so nothing is ever cut off.
 */
export function fitText(text: string, box: { width: number; maxLines: number; maxSize: number; minSize: number }): FittedText {
  for (let size = box.maxSize; size > box.minSize; size -= 4) {
    const lines = wrapText(text, box.width, size);
    if (lines.length <= box.maxLines) return { lines, fontSize: size };
  }
  return { lines: wrapText(text, box.width, box.minSize), fontSize: box.minSize };
}
