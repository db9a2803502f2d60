import { splitSentences } from '../../src/index';

/**
 * Whether a wish about the book's voice or its people can be seen on the pages: what a parent comparing the new version
 * with the old one could point at. Each compares the pages after the wish with the pages before it.
 */
type Pages = readonly { text: string }[];

/** A page with something to laugh at on it: someone laughs, giggles or snorts, or a sneeze, a hiccup, a muddle. */
const COMIC = /\b(?:laugh(?:ed|ing)?|giggl\w*|snort\w*|chuckl\w*|hiccup\w*|sneez\w*|muddl\w*|silli(?:er|est)|raspberry)\b/i;

export const comicPages = (pages: Pages): number => pages.filter((page) => COMIC.test(page.text)).length;

/** "Make it funnier" is seen when at least two more pages than before have something to laugh at. */
export const funnierSeen = (before: Pages, after: Pages): boolean => comicPages(after) >= comicPages(before) + 2;

/** Words of a lively page and of a calm one. */
const LIVELY = /!|\b(?:adventure|bold|zoom\w*|rac(?:ed|ing)|dash\w*|whoosh|hooray|yay|giggl\w*|laugh\w*|snort\w*|burst|shout\w*)\b/gi;
const CALM = /\b(?:cozy|cosy|snug\w*|warm|soft\w*|quiet\w*|gentl\w*|hush\w*|still|calm\w*|sleepy|slow\w*|peaceful)\b/gi;

/** Lively words minus calm ones, over the book's narration (words inside quotes are what someone says). */
export function liveliness(pages: Pages): number {
  const narration = pages.map((page) => page.text.replace(/"[^"]*"/g, '""')).join(' ');
  return (narration.match(LIVELY)?.length ?? 0) - (narration.match(CALM)?.length ?? 0);
}

/** "Make it calmer" is seen when the book is at least two lively words calmer than before. */
export const calmerSeen = (before: Pages, after: Pages): boolean => liveliness(after) <= liveliness(before) - 2;

/** Acts only a person past babyhood does: speaking, leading, taking someone somewhere. */
const BEYOND_A_BABY = (name: string) => new RegExp(`\\b${name} (?:said|asked|told|whispered|shouted|called|sang|led|took|showed|explained|ran ahead|climbed)\\b|\\b(?:said|asked|whispered|shouted|called) ${name}\\b|\\b${name} takes\\b`);

/** Sentences in which a baby the wish added does what a baby cannot. */
export const babyBeyondItsAge = (pages: Pages, name: string): string[] =>
  pages.flatMap((page) => splitSentences(page.text).filter((sentence) => BEYOND_A_BABY(name).test(sentence.replace(/"[^"]*"/g, '""'))));
