import { describe, expect, it } from 'vitest';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { writeStory } from '../src/index';
import { plotIdea } from '../src/idea/write-idea';
import { PLOTS } from '../src/plots';
import { wheelchairUserWalks } from './fresh/detectors';

const AGES = ['0-2', '3-5', '6-8', '9-12'] as const;
const LENGTHS = ['short', 'medium', 'long'] as const;
const child = (name: string, pronoun: Character['pronoun'], traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
// The user as the hero, and as the hero's friend who shares her pronoun (so "she" may mean either).
const CASTS: Character[][] = [
  [child('Matteo', 'he', ['uses a wheelchair', 'loves maps']), child('Ravi', 'he')],
  [child('Ama', 'she'), child('Mei', 'she', ['wheelchair user'])],
];
const THEMES = [undefined, 'going to the dentist', 'a lost kite', 'Diwali'];

describe('a character who uses a wheelchair', () => {
  // Every plot, age and length, the user as hero in one cell and as friend in the next: each plot meets both casts at
  // every age and every length (8 plots x 4 ages x 3 lengths, one cast each; both casts in every cell took twice the time).
  it('never walks, runs, climbs, tiptoes or has sore feet in any plot', { timeout: 120_000 }, () => {
    const found: string[] = [];
    PLOTS.forEach((plot, p) => {
      for (const [a, age_group] of AGES.entries()) {
        for (const [l, story_length] of LENGTHS.entries()) {
          const c = (p + a + l) % CASTS.length;
          const characters = CASTS[c]!;
          const inputs: StoryInputs = { characters, age_group, story_length, theme: THEMES[(p + c) % THEMES.length], tone: 'adventurous', art_style: 'flat', language: 'en' };
          const idea = plotIdea(inputs, 31 * p + 7 * c + story_length.length, [plot]);
          for (const finding of wheelchairUserWalks({ pages: writeStory(idea, inputs), cast: characters })) found.push(`${plot.id} ${age_group} ${story_length}: ${finding.detail}`);
        }
      }
    });
    expect(found).toEqual([]);
  });
});

// A fresh read (round 11): "wheelchair" ticked among the looks on the form, with no trait typed, and George "ran to the edge of the sea".
describe('a wheelchair ticked among the looks', () => {
  it('is said on the first pages and the user never walks or runs, as when it is typed as a trait', () => {
    const george: Character = { name: 'George', kind: 'child', pronoun: 'he', appearance: { features: ['wheelchair', 'glasses'] }, traits: [] };
    const dad: Character = { name: 'Dad', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] };
    for (const [theme, story_length] of [['a trip to the seaside', 'long'], ['sports day', 'medium']] as const) {
      const inputs: StoryInputs = { characters: [george, dad], age_group: '6-8', story_length, theme, tone: 'gentle', art_style: 'flat', language: 'en' };
      const pages = writeStory(plotIdea(inputs, 180018, PLOTS), inputs);
      expect(pages.slice(0, 2).map((page) => page.text).join(' '), theme).toMatch(/(?:George|He) used a wheelchair/);
      expect(wheelchairUserWalks({ pages, cast: [george, dad] }), theme).toEqual([]);
    }
  });
});
