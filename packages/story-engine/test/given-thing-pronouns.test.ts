import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';

const child = (name: string, pronoun: Character['pronoun']) => ({ name, kind: 'child' as const, pronoun });

/** A nine-to-twelve day whose friend's problem is solved with "a job of {palhis} own", given up by the hero. */
const marbleRun = (hero: Character['pronoun'], friend: Character['pronoun']) => {
  const inputs = storyInputsSchema.parse({ characters: [child('Sam', hero), child('Priya', friend)], age_group: '9-12', story_length: 'long', tone: 'cozy', theme: 'building a marble run' });
  return writeStory(writeIdea(inputs, 1), inputs).map((page) => page.text).join(' ');
};

describe('what the hero gives up, in the pronoun of who has it', () => {
  it('the hero wants "a job of his own", the friend is given "a job of her own"', () => {
    const text = marbleRun('he', 'she');
    expect(text).toMatch(/Sam wanted a job of his own too\./);
    expect(text).not.toMatch(/Sam[^.]*\ba job of her own\b/);
  });

  it('a they-hero beside a she-friend: "of their own" for the hero', () => {
    const text = marbleRun('they', 'she');
    expect(text).toMatch(/Sam wanted a job of their own too\./);
    expect(text).not.toMatch(/Sam (?:wanted|never did get) a job of her own/);
  });
});
