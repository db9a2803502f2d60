import fc from 'fast-check';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';
import { seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

const child = (name: string, pronoun: 'he' | 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });

/** Fears as parents type them, each with the catalogue entry that tells it. */
const WORDINGS: readonly [string, string][] = [
  ['being scared of dogs', 'fear-of-dogs'],
  ['she is afraid of big dogs', 'fear-of-dogs'],
  ['worried about dogs', 'fear-of-dogs'],
  ["he doesn't like puppies", 'fear-of-dogs'],
  ['afraid of the dark', 'fear-of-the-dark'],
  ['scared of the dark at bedtime', 'fear-of-the-dark'],
  ['frightened of loud noises', 'fear-of-loud-noises'],
  ['scared of the hand dryer', 'fear-of-loud-noises'],
  ['monsters under the bed', 'fear-of-monsters'],
  ['afraid of monsters', 'fear-of-monsters'],
  ['scared of spiders', 'fear-of-spiders'],
  ['terrified of wasps', 'fear-of-spiders'],
  ['scared of heights', 'fear-of-heights'],
  ['afraid of the big slide', 'fear-of-heights'],
];

describe('a child\'s fear of one thing', () => {
  it('is read however a parent words it, before the worry, the new pet or the storm', () => {
    for (const [wording, id] of WORDINGS) expect(catalogueThemeIn(wording)?.id, wording).toBe(id);
    // Not a fear: the dog, the dark and the slide are only mentioned.
    for (const wording of ['our dog Biscuit', 'a walk after dark', 'a new puppy', 'the big slide at the park']) expect(catalogueThemeIn(wording)?.id ?? '', wording).not.toMatch(/^fear-of/);
  });

  it('is the story: its plot, its own fear on the first page, and no stock cupboard to be afraid of', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.constantFrom('0-2', '3-5', '6-8', '9-12'), fc.constantFrom('short', 'medium', 'long'), fc.constantFrom(...WORDINGS), (seed, age, length, [wording, id]) => {
        const inputs = storyInputsSchema.parse({ characters: [child('Lily', 'she')], age_group: age, story_length: length, theme: wording });
        const idea = writeIdea(inputs, seed);
        expect(idea.plot).toBe(`theme:${id}`);
        expect(storyText(writeStory(idea, inputs))).not.toMatch(/\bcupboard under the stairs|deep echo cave\b/);
      }),
      { numRuns: 24, seed: 3 },
    );
  });

  it('of dogs makes the cast\'s dog the one feared, met as the puppy next door, never as a best friend', () => {
    const pepper: Character = { name: 'Pepper', kind: 'animal', species: 'dog', pronoun: 'she', appearance: {}, traits: ["the neighbours' puppy"] };
    for (const seed of [1, 2, 3]) {
      const inputs = storyInputsSchema.parse({ characters: [child('Lily', 'she', ['afraid of dogs']), pepper], age_group: '3-5', story_length: 'medium', theme: 'being scared of dogs' });
      const text = storyText(writeStory(writeIdea(inputs, seed), inputs));
      expect(text).toContain('Pepper was the puppy next door');
      expect(text).not.toMatch(/best friend/);
      expect(text).toMatch(/let Pepper sniff/);
    }
  });
});
