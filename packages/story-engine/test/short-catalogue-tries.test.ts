import { describe, expect, it } from 'vitest';
import type { StoryInputs, StoryPage } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { labelOf } from '../src/world/catalogue';
import { entryAsSaid } from '../src/plots/theme-story';
import type { Wording } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';

/** A template line as a pattern: its own words, with any name or pronoun in the slots. */
const patternOf = (wording: Wording): RegExp[] =>
  (typeof wording === 'string' ? [wording] : [...wording]).map((line) => {
    // "At home," may be told "Back inside," once the day has been out (`story/`'s place wording).
    const words = line.replace(/^At home,?\s*/, '').replace(/\{[a-z]+\}/g, ' ').split(/[^\p{L}']+/u).filter((word) => word.length > 3).slice(0, 4);
    return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'), 'i');
  });

/**
 * Short books on the catalogue's themes told as their own story, at every age: written once and read by both tests below
 * (the opening test once wrote 124 books of its own from another sample).
 */
let written: Array<{ entry: ReturnType<typeof catalogueSample>[number][0]; age_group: StoryInputs['age_group']; pages: StoryPage[] }> | undefined;
function shortBooks() {
  written ??= catalogueSample(400, ['0-2', '3-5', '6-8', '9-12'] as const).flatMap(([entry, age_group, e]) => {
    const inputs: StoryInputs = { characters: [{ name: 'Noor', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group, story_length: 'short', theme: labelOf(entry), tone: 'gentle', art_style: 'flat', language: 'en' };
    const idea = writeIdea(inputs, 400 + e);
    return idea.plot.startsWith('theme:') ? [{ entry, age_group, pages: writeStory(idea, inputs) }] : [];
  });
  return written;
}

describe('a short catalogue book', () => {
  // Eight pages once held the worry, two details, the turn and the happy end: the hero never tried or failed.
  it('has the hero try (twice from six) before the turn, for every theme the catalogue tells, at every age', { timeout: 120_000 }, () => {
    const untried: string[] = [];
    for (const { entry, age_group, pages } of shortBooks()) {
      const text = pages.map((page) => page.text).join(' ');
      // The tries of the lines the book tells: a care moment's little one's own under six, from beside after (`care-moments/`).
      const { tries } = entryAsSaid(entry, labelOf(entry), undefined, age_group);
      const tried = tries.flatMap(patternOf).filter((pattern) => pattern.test(text)).length;
      // A listener under six may lose a long try line to the reading band, never both.
      if (tried < (age_group === '0-2' || age_group === '3-5' ? 1 : 2)) untried.push(`${entry.id} ${age_group}: ${tried} tries`);
    }
    expect(untried).toEqual([]);
  });

  // "He was by the bus stop." opened a hospital stay and Christmas Eve: a landmark the day never goes to.
  it('opens for a listener under six on the day itself, never standing by a landmark', () => {
    const young = shortBooks().filter(({ age_group }) => age_group === '0-2' || age_group === '3-5');
    expect(young.length).toBeGreaterThan(60);
    const stood = young.filter(({ pages }) => /\b(?:She|Noor) was by\b/.test(pages[0]!.text)).map(({ entry, age_group, pages }) => `${entry.id} ${age_group}: ${pages[0]!.text}`);
    expect(stood).toEqual([]);
  });
});
