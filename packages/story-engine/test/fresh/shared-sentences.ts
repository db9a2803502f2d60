import { splitSentences } from '../../src/index';

/** A book as the census reads it: its sentences with every character's name masked, each different one once. */
export function maskedBook(names: readonly string[], pages: readonly string[]): Set<string> {
  // Longest names first, so "Auntie Jo" is masked before "Jo"; possessives and names inside words are left alone.
  const sorted = [...names].sort((a, b) => b.length - a.length);
  const masked = pages.map((text) => sorted.reduce((out, name) => out.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'), 'NAME'), text));
  return new Set(masked.flatMap((text) => splitSentences(text)).map((sentence) => sentence.trim()).filter(Boolean));
}

/** The lines found in more than `share` of the books, with the share of books each is in, most shared first. */
export function stockLines(books: readonly Set<string>[], share: number): [string, number][] {
  const count = new Map<string, number>();
  for (const book of books) for (const sentence of book) count.set(sentence, (count.get(sentence) ?? 0) + 1);
  return [...count].filter(([, n]) => n / books.length > share).map(([line, n]) => [line, n / books.length] as [string, number]).sort((a, b) => b[1] - a[1]);
}

/** Over every pair of books, the share of the smaller one's sentences the other also has: the mean, and the share of pairs above 3 %. */
export function pairShares(books: readonly Set<string>[]): { mean: number; over3: number } {
  let sum = 0;
  let over = 0;
  let pairs = 0;
  books.forEach((a, i) => books.slice(i + 1).forEach((b) => {
    const [small, big] = a.size <= b.size ? [a, b] : [b, a];
    let shared = 0;
    for (const sentence of small) if (big.has(sentence)) shared += 1;
    const share = small.size ? shared / small.size : 0;
    sum += share;
    if (share > 0.03) over += 1;
    pairs += 1;
  }));
  return { mean: pairs ? sum / pairs : 0, over3: pairs ? over / pairs : 0 };
}

/**
 * The lines behind the pairs above 3 %: for every such pair, each sentence the two share counts once, most first. The
 * lines a census names as stock are not all alike: one in 10 % of books may sit in few close pairs, one in 4 % in many.
 */
export function linesOfClosePairs(books: readonly Set<string>[], top = 40): [string, number][] {
  const count = new Map<string, number>();
  books.forEach((a, i) => books.slice(i + 1).forEach((b) => {
    const [small, big] = a.size <= b.size ? [a, b] : [b, a];
    const shared = [...small].filter((sentence) => big.has(sentence));
    if (small.size === 0 || shared.length / small.size <= 0.03) return;
    for (const sentence of shared) count.set(sentence, (count.get(sentence) ?? 0) + 1);
  }));
  return [...count].sort((a, b) => b[1] - a[1]).slice(0, top);
}
