import { storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';

const inputs = (theme: string, age: StoryInputs['age_group'], length: StoryInputs['story_length'] = 'long'): StoryInputs => storyInputsSchema.parse({
  characters: [
    { name: 'Maya', kind: 'child', pronoun: 'she', traits: [], appearance: {} },
    { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} },
  ],
  setting: 'forest', tone: 'adventurous', story_length: length, age_group: age, theme,
});

const scarier = (theme: string, age: StoryInputs['age_group'], length?: StoryInputs['story_length']) => {
  const start = inputs(theme, age, length);
  const refined = refineIdea(writeIdea(start, 11), start, 'make it scarier');
  return { idea: refined.idea, pages: writeStory(refined.idea, refined.inputs) };
};

describe('a scarier wish carried out on a theme with a true fright in it (round 12)', () => {
  it('camping at 9-12: a noise in the night that turns out to be something true, on a page of its own, and the wish is not declined', () => {
    const { idea, pages } = scarier('camping with dad', '9-12');
    expect(idea.plot).toBe('theme:camping');
    expect(idea.summary).not.toContain('could not do all of');
    const fright = pages.find((page) => page.scene.mood === 'scared');
    expect(fright?.text).toMatch(/hedgehog|fox/);
  });

  it('moving house at 6-8: the dark stairs of the new house', () => {
    const { pages } = scarier('moving house', '6-8');
    expect(pages.map((page) => page.text).join(' ')).toMatch(/dark stairs|stairs creaked/);
  });

  it('a theme with no fright in it, and a short book, decline in words as before', () => {
    for (const { idea } of [scarier('going to the dentist', '9-12'), scarier('camping with dad', '9-12', 'short')]) expect(idea.summary).toMatch(/could not make it scarier: a story of "[^"]+" has no fright of its own/);
  });

  it('under six, the wish never puts a fright in a theme book', () => {
    const { pages } = scarier('camping with dad', '3-5');
    expect(pages.some((page) => /hedgehog, nosing|fox at the edge/.test(page.text))).toBe(false);
  });
});
