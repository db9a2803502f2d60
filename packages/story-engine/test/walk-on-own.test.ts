import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

describe('the first walk to school without a grown-up', () => {
  it('brings no grown-up along: the family waves from the door, and no page has one at the hero\'s side', () => {
    for (const [theme, age, length, seed] of [['walking to school on my own for the first time', '9-12', 'long', 3], ['walks to school by herself now', '6-8', 'medium', 11], ['walking to school alone', '9-12', 'short', 12]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Eli', kind: 'child', pronoun: 'she' }], age_group: age, story_length: length, tone: 'gentle', theme });
      const idea = writeIdea(inputs, seed);
      expect(idea.characters.map((member) => member.name), theme).not.toContain('Mum');
      expect(idea.characters.map((member) => member.name), theme).not.toContain('Dad');
      const text = storyText(writeStory(idea, inputs));
      expect(text, theme).toMatch(/without a grown-up/);
      expect(text, theme).not.toMatch(/\b(?:Mum|Dad) (?:came along|was there with|whispered|held|stood close)|\bheld (?:Mum|Dad)'s hand/);
    }
  });

  it('keeps the grown-up beside a child who walks with one', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Eli', kind: 'child', pronoun: 'she' }], age_group: '3-5', story_length: 'short', tone: 'gentle', theme: 'walking to school' });
    expect(storyText(writeStory(writeIdea(inputs, 3), inputs))).toMatch(/held (?:Mum|Dad)'s hand/);
  });
});
