import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { saysAgain } from '../src/story/says-again';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

describe('a page does not say the success twice', () => {
  it('knows a sentence that only repeats the one before it', () => {
    expect(saysAgain('The ducks came close and ate every bit of food.', 'The ducks came paddling over, quack, quack, and gobbled up every pea.')).toBe(true);
    expect(saysAgain('Everyone said what they were thankful for.', 'Everyone went round the table saying one thing they were thankful for.')).toBe(true);
    expect(saysAgain('The tooth came out at last.', 'The dentist counted every tooth and gave Mia a sticker.')).toBe(false);
    expect(saysAgain('', 'Anything.')).toBe(false);
  });

  it('a Thanksgiving book says the round of thanks once', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mason', kind: 'child', pronoun: 'he' }, { name: 'Grandma', kind: 'grown-up', pronoun: 'she' }], age_group: '6-8', story_length: 'short', tone: 'gentle', theme: 'Thanksgiving' });
    const text = storyText(writeStory(writeIdea(inputs, 200016), inputs));
    expect(text).toMatch(/went round the table saying one thing they were thankful for/);
    expect(text).not.toMatch(/Everyone said what they were thankful for/);
  });
});
