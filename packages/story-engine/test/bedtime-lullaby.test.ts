import { SETTINGS, storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';

const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

const bedtime = (age: '0-2' | '3-5' | '6-8' | '9-12', length: 'short' | 'medium' | 'long', setting: string, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: length, setting });
  return writeStory({ ...writeIdea(inputs, seed), plot: 'bedtime-journey' }, inputs).map((page) => page.text);
};

/** "Then came the drip of the moat. Mia tucked that sound away." → "the drip of the moat". */
const TUCKED = /(?:came|listened\.) ([^.!]+?)[.!] (?:Mia|She|She) tucked|just (?:a|an) ([a-z ]+), snoring/g;

describe("a bedtime journey's lullaby", () => {
  it('is the night sounds the hero tucked away on the way, hummed at the turn in the order they were heard', () => {
    for (const age of ['0-2', '3-5', '6-8', '9-12'] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        for (const [index, setting] of SETTINGS.entries()) {
          const pages = bedtime(age, length, setting, index + 1);
          const label = `${age} ${length} ${setting}`;
          const turn = pages.findIndex((text) => /It was the sleepy lullaby[!.]/.test(text));
          expect(turn, label).toBeGreaterThan(1);
          const tucked = pages.slice(0, turn).join(' ').matchAll(TUCKED);
          const heard = [...tucked].map((match) => match[1] ?? `the snore of the ${match[2]}`);
          expect(heard.length, label).toBeGreaterThanOrEqual(2);
          const hummed = [...pages[turn]!.matchAll(/(?:First|Then) ([^.]+)\./g)].map((match) => match[1]);
          expect(hummed, label).toEqual(heard.map((sound) => sound.replace(/^./, (letter) => letter.toLowerCase())));
        }
      }
    }
  });

  it('adds no line of scenery that tells of another sound', () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = bedtime('6-8', 'long', 'forest', seed).join(' ');
      expect(text).not.toMatch(/could hear .* somewhere nearby|Somewhere close to .*, you could hear/);
    }
  });

  it('is told as a night: no line looks forward to the end of the day, and the first snow is watched from out in it, not at a window left behind', () => {
    for (const age of ['3-5', '6-8', '9-12'] as const) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const inputs = storyInputsSchema.parse({ characters: [mia, biscuit], age_group: age, story_length: 'long', setting: 'snow', theme: 'the first snow of winter' });
        const pages = writeStory({ ...writeIdea(inputs, seed), plot: 'bedtime-journey' }, inputs).map((page) => page.text);
        const label = `${age} #${seed}`;
        expect(pages.join(' '), label).not.toMatch(/before the day was over/);
        const setOff = pages.findIndex((text) => /off they went into the night/.test(text));
        expect(setOff, label).toBeGreaterThanOrEqual(0);
        for (const text of pages.slice(setOff + 1)) expect(text, label).not.toMatch(/\bwindow\b/);
      }
    }
  });
});
