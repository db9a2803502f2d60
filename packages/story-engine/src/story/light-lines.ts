import type { Mood } from '@studio/contracts/stories';
import { hashString } from '../core/random';
import { countSyllables, splitWords } from '../core/readability';
import { addCounts, countsOf, gradeOf, NO_COUNTS } from './reading-counts';
import type { Counts } from './reading-counts';
import type { RoledText, SentenceRole } from './roled-text';
import { feltMood, firstHardLine, LOW_MOODS } from './page-feeling';
import { answersLine, moodWordAnswers } from './light-word-cues';
import { sceneSoundFor } from './scene-sounds';

/**
 * The one-word gasp or cheer a board book puts under a picture, by the page's mood, in a few words each: a book says
 * one of them (chosen by its own first line), so "Yay!" is not under a picture in every book.
 */
const EXCLAMATIONS: Record<Mood, readonly string[]> = {
  // One syllable a word, never more: each must be lighter than any other sentence of the story.
  happy: ['Yay!', 'Whoop!'], excited: ['Wow!', 'Whee!', 'Ooh!'], calm: ['Ahh.', 'Mmm.'], curious: ['Look!', 'See?', 'Ooh, look!'],
  worried: ['Oh dear.', 'Oh no.'], sad: ['Oh no.', 'Oh dear.'], scared: ['Eek!', 'Yikes!'], proud: ['Ta-da!', 'Done!', 'There!'],
  sleepy: ['Shh.', 'Hush.'], surprised: ['Oh!', 'Ah!', 'Gosh!'],
};
/** A cozy or gentle book's glad pages, said softly: "Yay!" and "Whee!" are a lively book's. */
const SOFTLY: Partial<Record<Mood, readonly string[]>> = { happy: ['Mmm.', 'Ahh.'], excited: ['Ooh.', 'Ahh.'], proud: ['There.', 'Done.'] };
/**
 * The moods where a theme's own tiny words ("Toot, toot!", "Snip, snip!") stand for the mood word: not a low page, where a
 * gasp answers what went wrong, nor a sleepy or calm one.
 */
const THEMES_OWN: ReadonlySet<Mood> = new Set(['happy', 'excited', 'curious', 'surprised', 'proud']);

/** One syllable a word, as the mood words: lighter than any other sentence of the story. */
const isLight = (line: string): boolean => splitWords(line).every((word) => countSyllables(word) <= 1);

/** What a book says under its pictures besides the mood words: softly (a cozy or gentle book), and its theme's own tiny words. */
export interface LightWords {
  quiet?: boolean;
  themeWords?: readonly string[];
  /**
   * The last resort of a book still over its band (`write-story.ts`): a mood word may follow a page's line it does not
   * answer. A stray "Ahh." reads worse than one said at something, but far better than the theme's own story lost to
   * another plot (a first flight told as a bedtime journey).
   */
  loose?: boolean;
  /**
   * How many mood words the book may say in all (`moodWordsFor`, a few). Past it only for a book that would otherwise
   * leave its band and its theme's plot (`write-story.ts`), still one a page and never on two pages running.
   */
  moodWords?: number;
  /** Whether no two pages running say a mood word (a book past its few: only one a page). */
  apart?: boolean;
}

/** The first of the theme's light words, in turn from `start`, that answers a line of the page and is not on it yet, and that line. */
function themeWordFor(themeWords: readonly string[], start: number, sentences: readonly string[]): { word: string; after: number } | undefined {
  const light = themeWords.filter(isLight);
  const said = (word: string) => sentences.some((sentence) => sentence.toLowerCase().includes(word.toLowerCase().replace(/[!.]+$/, '')));
  for (let step = 0; step < light.length; step += 1) {
    const word = light[(start + step) % light.length]!;
    if (said(word)) continue;
    const after = sentences.findIndex((sentence) => answersLine(word, sentence));
    if (after >= 0) return { word, after };
  }
  return undefined;
}

/** The words of a tiny line, so "Look!" after "Ooh, look!" counts as said again. */
const partsOf = (line: string): string[] => line.toLowerCase().match(/[a-z]+/g) ?? [];

const MOOD_WORDS = new Set([...Object.values(EXCLAMATIONS), ...Object.values(SOFTLY), ['Hmm.']].flat().flatMap((word) => partsOf(word)));
/** A page's mood word ("Gosh!", "See?", "Hmm."), not a sound of the scene nor the theme's own word. */
const isMoodWord = (line: string): boolean => partsOf(line).length > 0 && partsOf(line).every((part) => MOOD_WORDS.has(part));

/** Words in turn from the book's own one, so books differ in the word they say first. */
const inTurn = (words: readonly string[], start: number): string[] => words.map((_, step) => words[(start + step) % words.length]!);

/**
 * The first mood word of `words` said at a line of the page, and that line: after the hard line on a low page, else
 * after a line from `from` on that it answers (the meeting pages' opening hello is no line to cheer at).
 */
function moodWordFor(words: readonly string[], sentences: readonly string[], hard: number, from: number, loose = false): { word: string; after: number } | undefined {
  for (const word of words) {
    if (hard >= 0) return { word, after: hard };
    const after = sentences.findIndex((sentence, index) => index >= from && moodWordAnswers(word, sentence));
    if (after >= 0) return { word, after };
  }
  const first = words[0];
  return loose && first !== undefined && sentences.length > from ? { word: first, after: from } : undefined;
}

/** The book's first pages, where the hero and the friends are met. */
const MEETING_PAGES = 2;

/**
 * How many mood words a book may say (issue 28, round 20): a few, never more than one a page nor on two pages running. A
 * long book with ten ("Gosh! Ah!", "See?", "Whee!") read aloud as filler; the band is met by the story's own means first.
 */
export const moodWordsFor = (pageCount: number): number => Math.max(2, Math.min(3, Math.round(pageCount / 6)));

/** A tiny line under the picture already: the page takes no second one. */
const hasTinyLine = (sentences: readonly string[]): boolean => sentences.some((sentence) => isLight(sentence) && splitWords(sentence).length <= 3 && !/["“”]/.test(sentence));

/**
 * The guaranteed last step for a story still over its band: a page's mood said in one short word after its
 * opening line ("Wow!", "Eek!"), on the heaviest pages first, never on the closing page, and only until the
 * story fits. Each one lowers the grade, being shorter and lighter than any other sentence of the story.
 */
export function addLightLines({ pages, roles }: RoledText, moods: readonly Mood[], maxGrade: number, { quiet = false, themeWords = [], loose = false, moodWords = moodWordsFor(pages.length), apart = true }: LightWords = {}): RoledText {
  const result = pages.map((sentences) => [...sentences]);
  const resultRoles = roles.map((page) => [...page]);
  const book = hashString(pages[0]?.[0] ?? '', pages.length);
  let totals = pages.flat().reduce((sum: Counts, sentence) => addCounts(sum, countsOf(sentence)), NO_COUNTS);
  // A low page that says nothing hard has only "Hmm." to say: it is taken last.
  const saysNothingHard = (page: number) => LOW_MOODS.has(feltMood(moods[page] ?? 'happy', pages[page] ?? [])) && firstHardLine(pages[page] ?? []) < 0;
  // The pages that meet the cast come after the rest: "Deniz was her cousin. Whoop!" cheers at nothing.
  const heaviestFirst = pages
    .slice(0, -1)
    .map((sentences, page) => ({ page, weight: gradeOf(countsOf(sentences.join(' '))), last: saysNothingHard(page), meets: page < MEETING_PAGES }))
    .sort((a, b) => Number(a.last) - Number(b.last) || Number(a.meets) - Number(b.meets) || b.weight - a.weight || a.page - b.page);
  // Each tiny word is said once a book ("One more book!" twice, or "Look!" on four pages, reads as a stock book).
  const said = new Set<string>(pages.flat().filter(isLight).flatMap(partsOf));
  const unsaid = (word: string) => !partsOf(word).some((part) => said.has(part));
  const moodPages = new Set(pages.flatMap((sentences, page) => (sentences.some((sentence) => isMoodWord(sentence)) ? [page] : [])));
  const moodWordsLeft = () => moodWords - moodPages.size;
  for (const { page } of heaviestFirst) {
    if (gradeOf(totals) <= maxGrade) break;
    const sentences = result[page] as string[];
    if (hasTinyLine(sentences)) continue;
    const mood = feltMood(moods[page] ?? 'happy', sentences);
    const pageRoles = resultRoles[page] as SentenceRole[];
    // A gasp or a sigh answers the line that says something went wrong ("Splat went the pie! Oh no."), not the hello
    // before it; a low page that says nothing hard gets a thinking sound, at a question or a wondering.
    const hard = LOW_MOODS.has(mood) ? firstHardLine(sentences) : -1;
    // The theme's own words go round the pages ("Toot, toot!", then "Chuff, chuff!"), each right after a line it is the
    // sound of (`answersLine`), never on the pages that meet the cast; else a mood word, said softly in a cozy or gentle
    // book, right after a line it is said at (`moodWordAnswers`): "Look!" where there is something to see.
    const own = THEMES_OWN.has(mood) && page >= MEETING_PAGES ? themeWordFor(themeWords.filter(unsaid), book + page, sentences) : undefined;
    const words = LOW_MOODS.has(mood) && hard < 0 ? ['Hmm.'] : inTurn((quiet ? SOFTLY[mood] : undefined) ?? EXCLAMATIONS[mood], book);
    // Said loosely, a glad page takes the theme's own word before a mood word every book has ("Toot, toot!" before "Ahh.").
    const theirs = loose && THEMES_OWN.has(mood) ? themeWords.filter(isLight) : [];
    // A sound the page's own line makes ("Splash!" after the bucket tipped) before any mood word; a mood word only while
    // the book has one left and not next to a page that says one.
    const sound = own ?? sceneSoundFor(sentences, page >= MEETING_PAGES ? 0 : 1, unsaid);
    const moodWordAllowed = moodWordsLeft() > 0 && (!apart || (!moodPages.has(page - 1) && !moodPages.has(page + 1)));
    const placed = sound ?? (moodWordAllowed ? moodWordFor([...theirs, ...words].filter(unsaid), sentences, hard, page >= MEETING_PAGES ? 0 : 1, loose) : undefined);
    if (!placed) continue;
    if (!sound && isMoodWord(placed.word)) moodPages.add(page);
    for (const part of partsOf(placed.word)) said.add(part);
    sentences.splice(placed.after + 1, 0, placed.word);
    pageRoles.splice(placed.after + 1, 0, 'kept');
    totals = addCounts(totals, countsOf(placed.word));
  }
  return { pages: result, roles: resultRoles };
}
