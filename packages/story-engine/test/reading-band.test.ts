import fc from 'fast-check';
import { AGE_GROUPS, STORY_LENGTHS } from '@studio/contracts/stories';
import type { AgeGroup, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { nicknamesOf } from '../src/cast/nickname';
import { fleschKincaidGrade, writeIdea, writeStory } from '../src/index';
import { LONG_NAMES, inputsArbitrary, seedArbitrary } from './arbitraries';
import { REVIEW_CASES } from './review/review-cases';
import { MAX_GRADE } from './reading-bands';
import { storyText } from './story-text';

// Long-named casts, sixty an age: the generated books of the review census (test/review) are held to the band too, and
// every book the writer writes checks its own band under test (`assertInBand`), so this file no longer writes 300 an
// age (154 s of its 1,031 s in the package's run, under load), nor 100 (round 15, ADR 041): each age's sixty are spread
// evenly over the lengths and over none, one or two long names, 6 or 7 books in each of those nine cells.
const PER_AGE = 60;

/** Generated inputs where none, the first, or the first two characters carry a long name (never two of the same name). */
const longNamedInputs = (age_group: AgeGroup, seed: number) =>
  fc.sample(
    fc.tuple(inputsArbitrary(), seedArbitrary, fc.constantFrom(...LONG_NAMES), fc.constantFrom(...LONG_NAMES)),
    { numRuns: PER_AGE, seed },
  ).map(([raw, storySeed, first, second], i): [StoryInputs, number] => {
    const story_length = STORY_LENGTHS[i % STORY_LENGTHS.length]!;
    const longNames = Math.floor(i / STORY_LENGTHS.length) % 3;
    const names = new Set(raw.characters.map((character) => character.name));
    const renamed = raw.characters.map((character, index) => {
      const name = index === 0 && longNames >= 1 ? first : index === 1 && longNames >= 2 ? second : character.name;
      if (name === character.name || names.has(name)) return character;
      names.add(name);
      return { ...character, name };
    });
    return [{ ...raw, age_group, story_length, characters: renamed }, storySeed];
  });

/** Each age group's stories, written once and shared by the tests below. */
const written = new Map<AgeGroup, { inputs: StoryInputs; pages: StoryPage[] }[]>();
function storiesFor(age: AgeGroup) {
  const stories = written.get(age) ?? longNamedInputs(age, 500 + AGE_GROUPS.indexOf(age)).map(([inputs, seed]) => ({ inputs, pages: writeStory(writeIdea(inputs, seed), inputs) }));
  written.set(age, stories);
  return stories;
}

describe('the reading band, with the standard Flesch–Kincaid formula', () => {
  it.each(AGE_GROUPS)(`keeps all of ${PER_AGE} generated stories for %s in band, long names included`, (age) => {
    const grades = storiesFor(age).map(({ pages }) => fleschKincaidGrade(storyText(pages)));
    expect(Math.max(...grades)).toBeLessThanOrEqual(MAX_GRADE[age]);
  });

  it('gives a long name its nickname once, where the character is met, and keeps the real name in every scene', () => {
    let nicknamedStories = 0;
    for (const { inputs, pages } of [...storiesFor('0-2'), ...storiesFor('3-5')]) {
      const text = storyText(pages);
      const used = [...nicknamesOf(inputs.characters)].filter(([, nickname]) => new RegExp(`\\b${nickname}\\b`).test(text));
      if (used.length > 0) nicknamedStories += 1;
      for (const [fullName, nickname] of used) {
        expect(text.lastIndexOf(fullName), `${fullName} is not said once ${nickname} is given`).toBeLessThan(text.search(new RegExp(`\\b${nickname}\\b`)));
        for (const page of pages) expect(page.scene.characters).not.toContain(nickname);
      }
      const names = new Set(inputs.characters.map((character) => character.name));
      for (const page of pages) for (const name of page.scene.characters) expect(names.has(name)).toBe(true);
    }
    expect(nicknamedStories).toBeGreaterThanOrEqual(10);
  });
});

describe('fitting a long name into the band', () => {
  it('shortens the name before it shortens the pages: the first page still says what the hero is afraid of', () => {
    const review = REVIEW_CASES.find((candidate) => candidate.id === 'a-long-name-a-cat-and-a-name-that-is-a-word-3-5-long')!;
    const first = writeStory({ ...writeIdea(review.inputs, review.seed), plot: 'facing-a-fear' }, review.inputs)[0]!.text;
    expect(first).toMatch(/scared of just one thing\. It was the deep blue ice cave\./);
    expect(first).toMatch(/\bAna\b/);
  });
});
