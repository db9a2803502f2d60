import { describe, expect, it } from 'vitest';
import { writeIdea } from '../src/index';
import { GENTLE_PLOTS } from '../src/plots';
import { CELEBRATION } from '../src/plots/celebration';
import { storyInputsSchema, TONES, type StoryInputs } from '@studio/contracts/stories';

const inputs = (tone: StoryInputs['tone']): StoryInputs => storyInputsSchema.parse({
  characters: [{ name: 'Sam', kind: 'child', pronoun: 'they', appearance: {}, traits: [] }, { name: 'Sparks', kind: 'creature', species: 'dragon', pronoun: 'they', appearance: {}, traits: [] }],
  age_group: '3-5',
  story_length: 'short',
  setting: 'castle',
  tone,
});

describe('a title of the gentle plots', () => {
  it('says "An Amazing Way Home", never "A Amazing"', () => {
    const titles = new Set<string>();
    for (const tone of TONES) {
      for (const plot of GENTLE_PLOTS.filter((shape) => shape !== CELEBRATION)) for (let seed = 1; seed <= 5; seed += 1) titles.add(writeIdea(inputs(tone), seed, [plot]).title);
    }
    expect([...titles].filter((title) => /\bA [AEIO]/.test(title))).toEqual([]);
    expect([...titles].some((title) => /\bAn [AEIO]/.test(title))).toBe(true);
  });
});
