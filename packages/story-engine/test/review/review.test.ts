import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoryPage } from '@studio/contracts/stories';
import { defectCensus, type DefectCensus } from './defect-census';
import { addedCharacterDropped, repeatedSentences, stockSentences, themeDropped, thereWasPlural, type DefectKind } from './defects';
import { REVIEW_CASES, type ReviewCase } from './review-cases';
import { reviewMarkdown, writeReviewStory, type ReviewedStory } from './review-stories';
import { BASELINE_FILE, REVIEW_FILE } from './write-review';

/** A story made of the given page texts, for testing the checks themselves. */
function story(texts: string[], review: Partial<ReviewCase> = {}): ReviewedStory {
  const base = REVIEW_CASES[0]!;
  const pages: StoryPage[] = texts.map((text, i) => ({ page_number: i + 1, text, scene: { setting: 'forest', time_of_day: 'day', characters: [], action: 'standing', mood: 'happy' } }));
  const merged = { ...base, ...review, inputs: { ...base.inputs, ...review.inputs } };
  return { case: merged, inputs: merged.inputs, idea: { title: 'T', summary: '', setting: 'forest', characters: [], plot: '', moral: '' } as never, pages };
}

describe('the checks', () => {
  it('find a sentence said three times in one book, not twice', () => {
    expect(repeatedSentences(story(['Look high, look low, for the kite!', 'Look high, look low, for the kite!', 'The end.']))).toEqual([]);
    expect(repeatedSentences(story(['Look high, look low, for the kite!', 'Look high, look low, for the kite!', 'Look high, look low, for the kite!']))).toHaveLength(1);
  });

  it('find "there was" before a plural, not before a singular ending in s', () => {
    expect(thereWasPlural(story(['There was trumpets playing.', 'There was lots of apples.']))).toHaveLength(2);
    expect(thereWasPlural(story(['There was grass everywhere. There was a dog. There was moss.']))).toEqual([]);
  });

  it('find a theme the story drops after page 2', () => {
    const kite = { inputs: { ...REVIEW_CASES[0]!.inputs, theme: 'a lost kite' } };
    expect(themeDropped(story(['Mia had a kite.', 'The kite flew.', 'Mia had a pine cone.'], kite))).toHaveLength(1);
    expect(themeDropped(story(['Mia had a kite.', 'It flew.', 'The kite came back.'], kite))).toEqual([]);
  });

  it('find a character added by a refinement who is then hardly there', () => {
    const otto = { refinements: ['add a character named Otto the owl'] };
    expect(addedCharacterDropped(story(['Mia.', 'Otto came.', 'Otto hooted.', 'The end.'], otto))).toHaveLength(1);
    expect(addedCharacterDropped(story(['Mia.', 'Otto came.', 'Otto hooted.', 'Otto flew home.'], otto))).toEqual([]);
  });

  it('find a line in more than a fifth of the books, whoever it is about', () => {
    const books = ['Mia', 'Leo', 'Ava', 'Noah', 'Zara'].map((name, i) => story([`${name} had quick, clever hands.`, `${name} saw ${['one', 'two', 'three', 'four', 'five'][i]} bugs on a leaf.`], { cast: name, inputs: { ...REVIEW_CASES[0]!.inputs, characters: [{ name, kind: 'child', pronoun: 'she', appearance: {}, traits: [] }] } }));
    expect([...stockSentences(books).keys()]).toEqual(['X had quick, clever hands.']);
    // The same line in many books of one or two casts is about that cast, not a template.
    const twoCasts = books.map((book, i) => ({ ...book, case: { ...book.case, cast: i % 2 ? 'a' : 'b' } }));
    expect(stockSentences(twoCasts).size).toBe(0);
  });
});

describe('the review set', () => {
  const reviewed = REVIEW_CASES.map(writeReviewStory);
  // 348 stories: written once for the tests below, which read them with a generous timeout on a busy machine.
  let census: DefectCensus | undefined;
  const defects = () => (census ??= defectCensus());

  it('has every age at every length, at least 40 stories', () => {
    expect(REVIEW_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REVIEW_CASES.map((c) => `${c.inputs.age_group}/${c.inputs.story_length}`)).size).toBe(12);
  });

  it('is written to review/stories.md as the engine writes it today (run: npm run review -w @studio/story-engine)', () => {
    expect(readFileSync(REVIEW_FILE, 'utf8')).toBe(reviewMarkdown(reviewed));
  });

  it('has no "there was" before a plural anywhere, and every character a refinement adds stays in the story', { timeout: 60_000 }, () => {
    expect(defects()).toMatchObject({ review: { 'there was + plural': 0, 'added character dropped': 0 }, generated: { 'there was + plural': 0 } });
  });

  it('has no more defects of any kind than the recorded baseline, here or in 300 generated stories', { timeout: 60_000 }, () => {
    const now = defects();
    const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as DefectCensus;
    for (const set of ['review', 'generated'] as const) {
      for (const [kind, count] of Object.entries(now[set]) as Array<[DefectKind, number]>) {
        expect({ set, kind, count }).toEqual({ set, kind, count: Math.min(count, baseline[set][kind]) });
      }
    }
  });
});
