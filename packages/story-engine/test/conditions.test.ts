import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { castFromCharacter } from '../src/cast/cast-member';
import { writeIdea, writeStory } from '../src/index';

const lukas = (traits: string[]) => ({ name: 'Lukas', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits });

describe('a condition the parent names', () => {
  it('is said as a fact of its own, never as the word a child is introduced by', () => {
    const member = castFromCharacter(lukas(['autistic', 'brave']));
    expect(member.traits).toEqual(['brave']);
    expect(member.facts).toEqual(['Lukas was autistic.']);
    expect(castFromCharacter(lukas(['Deaf'])).facts).toEqual(['Lukas was deaf.']);
  });

  it('does not open a book as "an autistic girl", at any age', () => {
    // The spot check of seed 626262: "Lukas was an autistic girl." was the book's first sentence.
    for (const [age, seed] of [['0-2', 1], ['3-5', 2], ['6-8', 3], ['9-12', 4]] as const) {
      const inputs = storyInputsSchema.parse({ characters: [lukas(['autistic'])], age_group: age, story_length: 'short', tone: 'cozy' });
      const text = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join(' ');
      expect(text, age).not.toMatch(/autistic (?:girl|child)/);
    }
  });
});
