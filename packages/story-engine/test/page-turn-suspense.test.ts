import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { labelOf } from '../src/world/catalogue';
import { catalogueSample } from './catalogue-sample';

/** A page that holds its breath, then a line after it: a friend's cheer or a gag. */
const SAID_AFTER_THE_HELD_BREATH = /(?:Would it work this time\?|held (?:his|her|their) breath\.|hardly daring to look\.) \S/;

describe('a try told over the page turn', () => {
  // A fresh read (round 10): "He put on the orange life jacket. Would it work this time? "Yay, Ravi!" said Anjali." and
  // over the page "But it was so big that it reached right up to his ears."
  it('leaves the page on the held breath: no cheer or gag before the reader turns to see how it went', { timeout: 120_000 }, () => {
    const cheered: string[] = [];
    for (const [entry, story_length, e] of catalogueSample(810, ['medium', 'long'] as const)) {
      const inputs: StoryInputs = { characters: [{ name: 'Ravi', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { name: 'Pepper', kind: 'animal', species: 'dog', pronoun: 'she', appearance: {}, traits: [] }], age_group: e % 2 === 0 ? '0-2' : '3-5', story_length, theme: labelOf(entry), tone: 'funny', art_style: 'flat', language: 'en' };
      const pages = writeStory(writeIdea(inputs, 810 + e), inputs);
      for (const page of pages) if (SAID_AFTER_THE_HELD_BREATH.test(page.text)) cheered.push(`${entry.id}: ${page.text}`);
    }
    expect(cheered).toEqual([]);
  });
});
