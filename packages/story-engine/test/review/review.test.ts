import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StoryPage } from '@studio/contracts/stories';
import { GENERATED, defectCensus, type DefectCensus } from './defect-census';
import { addedCharacterDropped, animalOutsideTheTable, DEFECT_KINDS, metOutOfOrder, outOfBand, repeatedSentences, settingContradicted, spokenToWhileAway, stockSentences, themeDropped, thereWasPlural } from './defects';
import { REVIEW_CASES, type ReviewCase } from './review-cases';
import { reviewMarkdown, writeReviewStory, type ReviewedStory } from './review-stories';
import { REVIEW_FILE } from './write-review';

/** A story made of the given page texts, for testing the checks themselves. */
function story(texts: string[], review: Partial<ReviewCase> = {}, onPages: string[][] = []): ReviewedStory {
  const base = REVIEW_CASES[0]!;
  const merged = { ...base, ...review, inputs: { ...base.inputs, ...review.inputs } };
  const setting = merged.inputs.setting ?? 'forest';
  const pages: StoryPage[] = texts.map((text, i) => ({ page_number: i + 1, text, scene: { setting, time_of_day: 'day', characters: onPages[i] ?? [], action: 'standing', mood: 'happy' } }));
  return { case: merged, inputs: merged.inputs, idea: { title: 'T', summary: '', setting, characters: [], plot: '', moral: '' } as never, pages };
}

const leoAndBiscuit = { inputs: { ...REVIEW_CASES[0]!.inputs, characters: [
  { name: 'Leo', kind: 'child' as const, pronoun: 'he' as const, appearance: {}, traits: [] },
  { name: 'Biscuit', kind: 'animal' as const, species: 'dog' as const, pronoun: 'he' as const, appearance: {}, traits: [] },
] } };

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

  it('find a line said to someone who is not on the page, by name or as "dear dog"', () => {
    const pages = ['Leo looked. On we go, dear dog!', '"Goodnight, Biscuit," said Leo.', 'Leo ran. On we go, dear dog!'];
    expect(spokenToWhileAway(story(pages, leoAndBiscuit, [['Leo', 'Biscuit'], ['Leo', 'Biscuit'], ['Leo', 'Biscuit']]))).toEqual([]);
    expect(spokenToWhileAway(story(pages, leoAndBiscuit, [['Leo'], ['Leo'], ['Leo', 'Biscuit']]))).toHaveLength(2);
  });

  it('find someone thanked or greeted before they are met, or remembered back home while there', () => {
    expect(metOutOfOrder(story(['Leo met an owl.', '"Thank you, owl!" said Leo.'], leoAndBiscuit))).toEqual([]);
    expect(metOutOfOrder(story(['Leo walked.', '"Thank you, owl!" said Leo.'], leoAndBiscuit))).toHaveLength(1);
    expect(metOutOfOrder(story(['Leo walked.', 'Leo thanked the badger.'], leoAndBiscuit))).toHaveLength(1);
    expect(metOutOfOrder(story(['Saying thank you makes happiness grow.'], leoAndBiscuit))).toEqual([]);
    expect(metOutOfOrder(story(['Leo thought of Biscuit, back home by the fire.'], leoAndBiscuit, [['Leo', 'Biscuit']]))).toHaveLength(1);
    expect(metOutOfOrder(story(['Leo thought of Biscuit, back home by the fire.'], leoAndBiscuit, [['Leo']]))).toEqual([]);
  });

  it('find a word the setting rules out, and not in a name', () => {
    const sea = (texts: string[], name = 'Leo') => story(texts, { inputs: { ...REVIEW_CASES[0]!.inputs, setting: 'under the sea', characters: [{ name, kind: 'child', pronoun: 'he', appearance: {}, traits: [] }] } });
    expect(settingContradicted(sea(['The owl flew up high.', 'The wind blew.']))).toHaveLength(2);
    expect(settingContradicted(sea(['The owl swam up high.', 'Cloud smiled.'], 'Cloud'))).toEqual([]);
    expect(settingContradicted(story(['The owl flew up high.'], { inputs: { ...REVIEW_CASES[0]!.inputs, setting: 'forest' } }))).toEqual([]);
  });

  it('find a book harder than its age group\'s reading band, not one inside it', () => {
    const hard = ['Consequently, the extraordinarily complicated expedition necessitated considerable deliberation beforehand.', 'Everybody contemplated the unfathomable alternatives.'];
    expect(outOfBand(story(hard, { inputs: { ...REVIEW_CASES[0]!.inputs, age_group: '3-5' } }))).toHaveLength(1);
    expect(outOfBand(story(['Leo ran to the tree.', 'He saw a red kite.', 'It was fun.'], { inputs: { ...REVIEW_CASES[0]!.inputs, age_group: '3-5' } }))).toEqual([]);
  });

  it('find an animal the species table has no kind for, not one it has', () => {
    expect(animalOutsideTheTable(story(['A giraffe peeped over the fence.', 'The fox waved.']))).toEqual([{ kind: 'animal outside the species table', detail: 'page 1: "giraffe"' }]);
    expect(animalOutsideTheTable(story(['The fox and the owl waved.']))).toEqual([]);
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
  // 660 stories: written once for the tests below, which read them with a generous timeout on a busy machine.
  let census: DefectCensus | undefined;
  const defects = () => (census ??= defectCensus(reviewed));

  it('has every age at every length, at least 40 stories', () => {
    expect(REVIEW_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(REVIEW_CASES.map((c) => `${c.inputs.age_group}/${c.inputs.story_length}`)).size).toBe(12);
  });

  it('is written to review/stories.md as the engine writes it today (run: npm run review -w @studio/story-engine)', () => {
    expect(readFileSync(REVIEW_FILE, 'utf8')).toBe(reviewMarkdown(reviewed));
  });

  it.each(DEFECT_KINDS)(`has no "%s" here or in ${GENERATED} generated stories`, { timeout: 900_000 }, (kind) => {
    expect({ kind, review: defects().review[kind], generated: defects().generated[kind] }).toEqual({ kind, review: 0, generated: 0 });
  });
});
