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
  // Every plot, age and length, the user as hero and as friend: 11 plots x 4 ages x 3 lengths x 2 casts.
  it('never walks, runs, climbs, tiptoes or has sore feet in any plot', { timeout: 120_000 }, () => {
    const found: string[] = [];
    PLOTS.forEach((plot, p) => {
      for (const age_group of AGES) {
        for (const story_length of LENGTHS) {
          CASTS.forEach((characters, c) => {
            const inputs: StoryInputs = { characters, age_group, story_length, theme: THEMES[(p + c) % THEMES.length], tone: 'adventurous', art_style: 'flat', language: 'en' };
            const idea = plotIdea(inputs, 31 * p + 7 * c + story_length.length, [plot]);
            for (const finding of wheelchairUserWalks({ pages: writeStory(idea, inputs), cast: characters })) found.push(`${plot.id} ${age_group} ${story_length}: ${finding.detail}`);
          });
        }
      }
    });
    expect(found).toEqual([]);
  });
});
