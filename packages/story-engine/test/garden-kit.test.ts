import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';
import { HOME } from '../src/world/settings-everyday';
import { GARDEN } from '../src/world/settings-garden';

const story = (theme: string, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ruby', kind: 'child', pronoun: 'she' }, { name: 'Kit', kind: 'child', pronoun: 'he' }], age_group: '6-8', story_length: 'medium', tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: storyText(writeStory(idea, inputs)) };
};

describe('a day the parent puts in the garden', () => {
  it('is told at home, in the garden: its places, not the kitchen table or a mountain path', () => {
    for (const [theme, seed] of [['a treasure hunt in the garden', 200014], ['treasure hunt round the garden', 5], ['a treasure hunt in our back garden', 9]] as const) {
      const { idea, text } = story(theme, seed);
      expect(idea.setting, theme).toBe('home');
      expect(text, theme).toMatch(/\b(?:apple tree|garden shed|vegetable patch|sandpit|washing line|garden gate)\b/);
      expect(text, theme).not.toMatch(/\b(?:kitchen table|big bathtub|attic ladder|cozy sofa|mountains?)\b/);
    }
  });

  it('leaves a story indoors when the garden is not named', () => {
    expect(story('a treasure hunt in the house', 200014).text).not.toMatch(/\bwashing line\b|\bgarden shed\b/);
  });

  it('hears the garden at night, not a snore from down the landing', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Leo', kind: 'child', pronoun: 'he' }, { name: 'Dad', kind: 'grown-up', pronoun: 'he' }], age_group: '9-12', story_length: 'short', tone: 'gentle', theme: 'a bedtime story about the garden at home' });
    const text = storyText(writeStory(writeIdea(inputs, 1370006), inputs));
    expect(GARDEN.nightSounds.some((sound) => text.includes(sound))).toBe(true);
    for (const sound of HOME.nightSounds) expect(text).not.toContain(sound);
  });
});
