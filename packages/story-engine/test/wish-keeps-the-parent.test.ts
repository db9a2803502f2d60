import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

const parentIn = (text: string): string[] => [...new Set(text.match(/\b(?:Mum|Dad)\b/g) ?? [])];

describe('a wish keeps the parent the story already had', () => {
  it('Mum or Dad, brought by the theme, is the same one before and after a wish that draws a new seed', () => {
    for (const [name, seed] of [['Arlo', 200005], ['Zoe', 7], ['Kwame', 31]] as const) {
      const inputs = storyInputsSchema.parse({
        characters: [{ name, kind: 'child', pronoun: 'he' }, { name: 'Biscuit', kind: 'animal', species: 'cat', pronoun: 'he' }],
        age_group: '0-2', story_length: 'long', tone: 'gentle', theme: 'feeling poorly with a cold',
      });
      const idea = writeIdea(inputs, seed);
      const before = parentIn(idea.summary);
      expect(before, idea.summary).toHaveLength(1);
      for (const wish of ['make it calmer', 'make it shorter']) {
        const refined = refineIdea(idea, inputs, wish);
        expect(parentIn(refined.idea.summary), `${wish}: ${refined.idea.summary}`).toEqual(before);
        expect(parentIn(storyText(writeStory(refined.idea, refined.inputs))), wish).toEqual(before);
      }
    }
  });
});
