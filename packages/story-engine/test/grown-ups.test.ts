import fc from 'fast-check';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { seedArbitrary } from './arbitraries';
import { storyText } from './story-text';

const grandma: Character = { name: 'Grandma Rose', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] };
const mia: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: ['brave'] };
const biscuit: Character = { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: [] };

const story = (characters: readonly Character[], seed: number, extra: Record<string, unknown> = {}) => {
  const inputs = storyInputsSchema.parse({ characters: [...characters], age_group: '6-8', story_length: 'medium', ...extra });
  const idea = writeIdea(inputs, seed);
  return { idea, pages: writeStory(idea, inputs) };
};

describe('a grown-up in the cast', () => {
  it('is never the hero while there is a child or an animal, and is called by name, never "the woman" or a best friend', () => {
    fc.assert(
      fc.property(seedArbitrary, fc.constantFrom([grandma, mia], [grandma, biscuit, mia], [grandma, biscuit]), (seed, cast) => {
        const { pages } = story(cast, seed);
        const text = storyText(pages);
        const hero = cast.find((c) => c.kind === 'child') ?? cast.find((c) => c.kind !== 'grown-up')!;
        expect(pages[0]!.text).toContain(hero.name);
        expect(pages[0]!.text).not.toMatch(/^Grandma Rose\b/);
        expect(text).not.toMatch(/\bthe (?:woman|grown-up)\b/i);
        expect(text).not.toMatch(/best friend was Grandma Rose|Grandma Rose was \w+'s best friend/);
        expect(text).toContain('Grandma Rose');
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it('can be the only character, and then is the hero', () => {
    const { pages } = story([grandma], 11);
    expect(pages[0]!.text).toContain('Grandma Rose');
  });

  it('is added by asking for "a grandma named Rose", as a grown-up', () => {
    const inputs = storyInputsSchema.parse({ characters: [mia], age_group: '3-5', story_length: 'short' });
    const refined = refineIdea(writeIdea(inputs, 3), inputs, 'add a grandma named Rose');
    const rose = refined.inputs.characters.find((c) => c.name === 'Rose');
    expect(rose).toMatchObject({ kind: 'grown-up', pronoun: 'she' });
    expect(refineIdea(writeIdea(inputs, 3), inputs, 'please add a teacher called Ade, he is kind').inputs.characters.find((c) => c.name === 'Ade')).toMatchObject({ kind: 'grown-up', pronoun: 'he' });
  });
});

describe('the grown-up a catalogue line names', () => {
  it('is the grandma of the cast when the day is at her house, not "a grown-up" (only a moment of her own keeps her out)', () => {
    const nana: Character = { name: 'Nana Joy', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] };
    for (const seed of [1, 2, 3, 4]) {
      const inputs = storyInputsSchema.parse({ characters: [mia, nana], age_group: '6-8', story_length: 'short', theme: "Christmas at nana's" });
      const text = storyText(writeStory(writeIdea(inputs, seed), inputs));
      expect(text).toContain('handmade card to Nana Joy');
      expect(text).not.toMatch(/\ba grown-up\b/);
    }
  });
});
