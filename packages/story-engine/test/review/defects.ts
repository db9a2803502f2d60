import { splitSentences } from '../../src/index';
import type { ReviewedStory } from './review-stories';

/** Defects a machine can find in a story (issue 16's editor's list, the mechanical part). */
export const DEFECT_KINDS = ['repeated sentence', 'stock sentence', 'there was + plural', 'theme dropped', 'added character dropped'] as const;
export type DefectKind = (typeof DEFECT_KINDS)[number];

export interface Defect {
  kind: DefectKind;
  detail: string;
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'to', 'in', 'on', 'at', 'for', 'with', 'my', 'our', 'first', 'big', 'little']);
/** Words ending in s that are singular, so "there was" before them is right. */
const SINGULAR_S = new Set(['grass', 'glass', 'moss', 'dress', 'bus', 'gas', 'class', 'boss', 'mess', 'kiss', 'princess', 'compass', 'walrus', 'octopus', 'cactus', 'hippopotamus', 'this', 'his', 'always', 'plus', 'across', 'famous', 'enormous', 'curious', 'nervous', 'delicious', 'gorgeous', 'precious', 'glorious', 'mysterious', 'marvellous', 'marvelous', 'less', 'loss', 'yes', 'gus', 'its', 'us', 'as', 'was', 'is', 'thus', 'bonus', 'circus', 'fuss', 'hiss', 'success', 'chess', 'harness', 'fortress']);

const sentencesOf = (story: ReviewedStory) => story.pages.flatMap((page) => splitSentences(page.text));
const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

/** A sentence said three times or more in one book (a refrain asked while the problem stands is fine twice). */
export function repeatedSentences(story: ReviewedStory): Defect[] {
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(story)) if (words(sentence).length >= 4) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
  return [...counts].filter(([, count]) => count >= 3).map(([sentence, count]) => ({ kind: 'repeated sentence' as const, detail: `${count} × "${sentence}"` }));
}

/** "there was" followed by a plural noun. */
export function thereWasPlural(story: ReviewedStory): Defect[] {
  return story.pages.flatMap((page) =>
    [...page.text.matchAll(/\bthere was (?:(?:lots of|many|some|two|three|four|five) )?([a-z]+s)\b/gi)]
      .filter((match) => !SINGULAR_S.has(match[1]!.toLowerCase()))
      .map((match) => ({ kind: 'there was + plural' as const, detail: `page ${page.page_number}: "${match[0]}"` })),
  );
}

/** A theme the parent gave that the story stops talking about after page 2. */
export function themeDropped(story: ReviewedStory): Defect[] {
  const theme = story.case.inputs.theme;
  if (!theme) return [];
  const key = words(theme).filter((word) => !STOP_WORDS.has(word));
  const later = new Set(story.pages.filter((page) => page.page_number > 2).flatMap((page) => words(page.text)));
  return key.some((word) => later.has(word) || later.has(`${word}s`) || later.has(word.replace(/s$/, ''))) ? [] : [{ kind: 'theme dropped', detail: `"${theme}" is not in the story after page 2` }];
}

/** A character added by a refinement who is on fewer than two pages after page 2. */
export function addedCharacterDropped(story: ReviewedStory): Defect[] {
  return story.case.refinements.flatMap((feedback) => {
    const name = /named (\w+)/i.exec(feedback)?.[1];
    if (!name) return [];
    const pages = story.pages.filter((page) => page.page_number > 2 && page.text.includes(name)).length;
    return pages >= 2 ? [] : [{ kind: 'added character dropped' as const, detail: `${name} is on ${pages} page(s) after page 2` }];
  });
}

/** Each story's own defects. */
export function storyDefects(story: ReviewedStory): Defect[] {
  return [...repeatedSentences(story), ...thereWasPlural(story), ...themeDropped(story), ...addedCharacterDropped(story)];
}

/** A sentence with the cast's names masked, so the same template line is the same across books. */
const masked = (sentence: string, names: readonly string[]) => names.reduce((text, name) => text.replaceAll(name, 'X'), sentence);

/**
 * Sentences (names masked) that appear in more than a fifth of the books, for casts of at least three
 * different parents: lines only a template writes. (Books written for one cast share its theme and
 * setting, so their lines about them do not count as template lines.)
 */
export function stockSentences(stories: readonly ReviewedStory[]): Map<string, number> {
  const books = new Map<string, number>();
  const casts = new Map<string, Set<string>>();
  for (const story of stories) {
    const names = story.inputs.characters.map((c) => c.name);
    for (const sentence of new Set(sentencesOf(story).map((s) => masked(s, names)))) {
      if (words(sentence).length < 4) continue;
      books.set(sentence, (books.get(sentence) ?? 0) + 1);
      casts.set(sentence, (casts.get(sentence) ?? new Set()).add(story.case.cast));
    }
  }
  return new Map([...books].filter(([sentence, count]) => count > stories.length / 5 && (casts.get(sentence)?.size ?? 0) >= 3));
}

/** How many of each defect kind a set of stories has. */
export function countDefects(stories: readonly ReviewedStory[]): Record<DefectKind, number> {
  const counts = Object.fromEntries(DEFECT_KINDS.map((kind) => [kind, 0])) as Record<DefectKind, number>;
  for (const story of stories) for (const defect of storyDefects(story)) counts[defect.kind] += 1;
  counts['stock sentence'] = stockSentences(stories).size;
  return counts;
}
