import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { THEME_CATALOGUE, labelOf } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';
import type { Wording } from '../src/world/catalogue';

/** A template line as a pattern: its own words, with any name or pronoun in the slots. */
const patternOf = (wording: Wording): RegExp[] =>
  (typeof wording === 'string' ? [wording] : [...wording]).map((line) => {
    const words = line.replace(/\{[a-z]+\}/g, ' ').split(/[^\p{L}']+/u).filter((word) => word.length > 3).slice(0, 4);
    return new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'), 'i');
  });

describe('a short catalogue book', () => {
  // Eight pages once held the worry, two details, the turn and the happy end: the hero never tried or failed.
  it('has the hero try (twice from six) before the turn, for every theme the catalogue tells, at every age', { timeout: 120_000 }, () => {
    const untried: string[] = [];
    THEME_CATALOGUE.forEach((entry, e) => {
      for (const age_group of ['0-2', '3-5', '6-8', '9-12'] as const) {
        if (!catalogueSample(`${age_group} short`).includes(entry)) continue;
        const inputs: StoryInputs = { characters: [{ name: 'Noor', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group, story_length: 'short', theme: labelOf(entry), tone: 'gentle', art_style: 'flat', language: 'en' };
        const idea = writeIdea(inputs, 400 + e);
        if (!idea.plot.startsWith('theme:')) continue;
        const text = writeStory(idea, inputs).map((page) => page.text).join(' ');
        const tried = entry.tries.flatMap(patternOf).filter((pattern) => pattern.test(text)).length;
        // A listener under six may lose a long try line to the reading band, never both.
        if (tried < (age_group === '0-2' || age_group === '3-5' ? 1 : 2)) untried.push(`${entry.id} ${age_group}: ${tried} tries`);
      }
    });
    expect(untried).toEqual([]);
  });

  // "He was by the bus stop." opened a hospital stay and Christmas Eve: a landmark the day never goes to.
  it('opens for a listener under six on the day itself, never standing by a landmark', () => {
    const stood: string[] = [];
    THEME_CATALOGUE.forEach((entry, e) => {
      for (const age_group of ['0-2', '3-5'] as const) {
        if (!catalogueSample(`${age_group} short opening`).includes(entry)) continue;
        const inputs: StoryInputs = { characters: [{ name: 'Noor', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group, story_length: 'short', theme: labelOf(entry), tone: 'gentle', art_style: 'flat', language: 'en' };
        const idea = writeIdea(inputs, 700 + e);
        if (!idea.plot.startsWith('theme:')) continue;
        const first = writeStory(idea, inputs)[0]!.text;
        if (/\b(?:She|Noor) was by\b/.test(first)) stood.push(`${entry.id} ${age_group}: ${first}`);
      }
    });
    expect(stood).toEqual([]);
  });
});
