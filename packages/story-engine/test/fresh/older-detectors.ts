/**
 * Detectors for a book read to a child of nine to twelve (issue 28, round 9): the little ones' beats a catalogue
 * story gave every age — holding a grown-up's hand for courage, "You did it, Nia!", a sticker, "Wow!", a picture for
 * the fridge or in crayon, "We can do it!" to feel taller, counting to three with a grown-up — and a contest the theme
 * names that the book leaves at one line. Like `detectors.ts`, they judge from what the parent typed and the page text.
 */

export interface OlderFinding {
  detector: 'toddler beat' | 'contest untold' | 'thin older page';
  detail: string;
}

export interface OlderBook {
  theme: string;
  pages: readonly { text: string }[];
  /** The names of the grown-ups the parent put in the cast: a hand of theirs held is for courage (a grandmother's in her hospital bed is not). */
  grownUps?: readonly string[];
}

/** The beats of a book for the very young, each as a nine-year-old would hear it: babyish. */
export const TODDLER_BEATS: ReadonlyArray<readonly [string, RegExp]> = [
  ['"You did it!"', /\bYou did it\b/],
  ['a sticker', /\bstickers?\b/i],
  ['"Wow!"', /\bWow!|\bWhee!/],
  ['"Yay!"', /\bYay!|\bHooray!|\bWhoop!/],
  ['a picture for the fridge', /\bon the fridge\b|\bfor the fridge\b/i],
  ['a crayon picture', /\bcrayons?\b/i],
  ['"We can do it!" to feel taller', /\bfeel taller\b|\bstood a little taller\b/i],
  ['counting to three with a grown-up', /\bcounted to three with\b/i],
  ['a tummy that flips or flutters', /\btummy\b/i],
  ['a happy little tune', /\bhappy little tune\b|\bsmiled a small smile\b/i],
];

/** Every toddler beat on the book's pages, one finding per beat said. */
export function toddlerBeats(book: OlderBook): OlderFinding[] {
  const whose = [...(book.grownUps ?? []).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), 'a grown-up', 'the grown-up'].join('|');
  const held = new RegExp(`\\b(?:held|holding|hold|took|squeezed|squeezing|gripped)\\s+(?:on\\s+)?(?:tight\\s+)?(?:to\\s+)?(?:${whose})['’]s\\s+hand\\b|\\bhand in hand\\b|\\bholding hands\\b`, 'u');
  const beats: ReadonlyArray<readonly [string, RegExp]> = [['hand held for courage', held], ...TODDLER_BEATS];
  return book.pages.flatMap((page, index) => beats.flatMap(([name, pattern]) => {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    return [...page.text.matchAll(global)].map(() => ({ detector: 'toddler beat' as const, detail: `page ${index + 1}: ${name}` }));
  }));
}

/** A contest a parent may name inside an interest: "a pony club competition", "the football final", "a chess tournament". */
const CONTEST = /\b(competition|contest|championships?|tournament|final|match|gala|race|bee|show|grading|trials?|regatta|meet)\b/i;

/**
 * A theme that names a contest, told as something else: its word on no page but the first and the last (a frame),
 * or no page where it is judged, scored, drawn, raced in heats or played in rounds.
 */
export function contestUntold(book: OlderBook): OlderFinding[] {
  const word = CONTEST.exec(book.theme)?.[1]?.toLowerCase();
  if (!word) return [];
  const stem = word.replace(/(?:es|s)$/, '');
  const on = book.pages.flatMap((page, index) => (new RegExp(`\\b${stem}`, 'i').test(page.text) ? [index] : []));
  // Named only on the first and the last page (or not at all) is a frame around another story.
  const framed = on.every((index) => index === 0 || index === book.pages.length - 1);
  const order = book.pages.some((page) => /\b(?:judges?|heats?|rounds?|the draw|drawn against|scores?|marks|lanes?|finish line|second half|half-time|next game|last game|semi-final)\b/i.test(page.text));
  const findings: OlderFinding[] = [];
  if (framed) findings.push({ detector: 'contest untold', detail: `"${word}" only on ${on.length === 0 ? 'no page' : 'the first or last page'}` });
  if (!order) findings.push({ detector: 'contest untold', detail: 'no judges, heats, rounds, draw or score' });
  return findings;
}

/**
 * A middle page of a book for nine to twelve that is one short sentence ("It flopped.", "The goat nudged the egg box."):
 * the picture-book page turn, which an older reader hears as a page with nothing on it (round 12).
 */
export function thinOlderPages(book: OlderBook): OlderFinding[] {
  return book.pages.flatMap((page, index) => {
    if (index === 0 || index === book.pages.length - 1) return [];
    const sentences = page.text.match(/[^.!?]+[.!?]+["”’]?/g) ?? [page.text];
    const words = page.text.split(/\s+/).filter(Boolean).length;
    return sentences.length === 1 && words <= 12 ? [{ detector: 'thin older page' as const, detail: `page ${index + 1}: ${page.text}` }] : [];
  });
}

