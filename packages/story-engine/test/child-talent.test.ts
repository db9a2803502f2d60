import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

const child = (name: string, pronoun: 'he' | 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const storiesWith = (pal: Character, seeds: number) =>
  Array.from({ length: seeds }, (_, seed) => {
    const inputs = storyInputsSchema.parse({ characters: [child('Jonah', 'he', ['kind']), pal], age_group: '6-8', story_length: 'medium' });
    return storyText(writeStory(writeIdea(inputs, seed), inputs));
  });

describe("a child friend's knack", () => {
  it.each([
    ['good at puzzles', /one of (?:her|his) puzzles/],
    ['loves maps', /on (?:her|his) maps/],
    ['quiet', /listened harder than anyone/],
    ['loves drawing', /drew the way in the dust/],
  ])('comes from what the parent said ("%s"), never sharp eyes on tiptoe or a trick nobody else can do', (trait, knack) => {
    const texts = storiesWith(child('Bea', 'she', [trait]), 24);
    expect(texts.filter((text) => knack.test(text)).length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(text).not.toMatch(/Bea stood on tiptoe and looked with her sharp eyes/);
      expect(text).not.toMatch(/Bea knew a trick nobody else/);
    }
  });

  it('is sharp eyes when the parent said nothing it can use', () => {
    expect(storiesWith(child('Bea', 'she', ['kind']), 40).some((text) => /Bea stood on tiptoe and looked with her sharp eyes/.test(text))).toBe(true);
  });
});
