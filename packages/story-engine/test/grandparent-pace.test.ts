import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { castFromCharacter } from '../src/cast/cast-member';

describe('a grandparent goes at their own pace', () => {
  it('is an elder by the name or the words the parent gave, a parent is not', () => {
    expect(castFromCharacter({ name: 'Rose', kind: 'grown-up', pronoun: 'she', traits: ["Arjun's grandma"], appearance: {} }).elder).toBe(true);
    expect(castFromCharacter({ name: 'Nonno', kind: 'grown-up', pronoun: 'he', traits: [], appearance: {} }).elder).toBe(true);
    expect(castFromCharacter({ name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [], appearance: {} }).elder).toBeUndefined();
  });

  it('never races ahead or has a pile of things come down on them in a quest', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Arjun', kind: 'child', pronoun: 'he' }, { name: 'Rose', kind: 'grown-up', pronoun: 'she', traits: ["Arjun's grandma"] }], age_group: '6-8', story_length: 'long', tone: 'adventurous', theme: 'a treasure hunt' });
    const text = writeStory(writeIdea(inputs, 1), inputs).map((page) => page.text).join(' ');
    expect(text).toMatch(/Rose followed at her own steady pace/);
    expect(text).toMatch(/down it all came on Arjun/);
    expect(text).not.toMatch(/and Rose raced ahead|came on Rose/);
  });
});
