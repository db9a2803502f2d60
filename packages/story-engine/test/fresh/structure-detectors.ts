import nlp from 'compromise';
import type { FreshStory } from './detectors';
import { paddingShare } from './detectors';

export interface StructureFinding {
  detector: 'stock in a long book' | 'own lesson tagged';
  detail: string;
}

/**
 * Detectors of the structure a reader hears in a long book (issue 28, round 6): how much of it is pages any
 * story could have had, and whether a parent's own lesson is acted before the end or only tagged on it. Like
 * `detectors.ts`, they judge from the page text and what the parent typed, never from the engine's choices.
 */

/**
 * Shared pages a reader hears as stock beyond the middle's padding (`paddingShare`): the run-up to the turn
 * ("squared his shoulders", "a new idea came", "Try it a new way"), and the end-of-day pages (crumbs, the first
 * star, "thought back to the moment").
 */
const STOCK: readonly RegExp[] = [
  /"We can do it, [^"]+!"/,
  /\ba new idea came to\b/,
  /"Try it a new way,"/,
  /\bhad crumbs all down\b/,
  /\bthe first star came out\b/,
  /\bthought back to the moment\b|\bwent over how\b/,
];

const stockPage = (text: string) => STOCK.some((says) => says.test(text));

/** Share of a long moment, festival or feeling book that is stock: the middle's padding and the pages above. */
export function stockShare(story: Pick<FreshStory, 'theme' | 'pages'>): number {
  if (!['moment', 'festival', 'feeling'].includes(story.theme?.kind ?? '') || story.pages.length < 24) return 0;
  return paddingShare(story) + story.pages.filter((page) => stockPage(page.text)).length / story.pages.length;
}

/** Above this a long catalogue book reads as its theme's pages with stock between them (four pages of 24). */
export const MOST_STOCK = 0.17;

export function stockInALongBook(story: Pick<FreshStory, 'theme' | 'pages'>): StructureFinding[] {
  const share = stockShare(story);
  return share > MOST_STOCK ? [{ detector: 'stock in a long book', detail: `stock ${Math.round(share * 100)}% of ${story.pages.length} pages` }] : [];
}

/** Words of a lesson that say nothing of what to do: "It is okay to …", "you", "always". */
const EMPTY = new Set(['it', 'its', "it's", 'is', 'are', 'be', 'was', 'okay', 'ok', 'fine', 'all', 'right', 'alright', 'good', 'to', 'you', 'your', 'yours', 'always', 'a', 'an', 'the', 'of', 'who', 'can', 'us', 'we', 'and', 'when', 'how', 'someone', 'things', 'thing', 'do', 'make', 'makes', 'feel', 'feels', 'please', 'just', 'for', 'what', 'that', 'new', 'it’s']);

/** The lesson's own words, by their first four letters ("nervous" → "nerv", "proud" → "prou"): what a page that acts it out says. */
const stemsOf = (lesson: string) => lesson.toLowerCase().split(/[^\p{L}'’]+/u).filter((word) => word.length > 2 && !EMPTY.has(word)).flatMap((word) => [word, pastOf(word)].map((form) => form.slice(0, 4)));

/** "tell" → "told", so a page that tells of the act in the past is heard as acting the lesson. */
function pastOf(word: string): string {
  const said = nlp(`she ${word}`);
  if (!said.has('#Verb')) return word;
  said.verbs().toPastTense();
  return said.text().replace(/^she\s+/, '');
}

/**
 * A parent's own lesson said on the last page but acted on no page before it ("It's fine to feel nervous" with no
 * one nervous until the last line), unless the idea says the built-in writer could not act it out.
 */
export function ownLessonTagged(story: Pick<FreshStory, 'pages' | 'idea'> & { lesson?: string }): StructureFinding[] {
  const lesson = story.lesson?.trim();
  if (!lesson || /could not act out/.test(story.idea.summary)) return [];
  const stems = stemsOf(lesson);
  if (stems.length === 0) return [];
  const says = (text: string) => text.toLowerCase().split(/[^\p{L}'’]+/u).some((word) => stems.some((stem) => word.startsWith(stem)));
  const body = story.pages.slice(0, -1);
  return body.some((page) => says(page.text)) ? [] : [{ detector: 'own lesson tagged', detail: `"${lesson}" only on the last page` }];
}
