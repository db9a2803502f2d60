import fc from 'fast-check';
import { SPECIES } from '@studio/contracts/stories';
import type { Pronoun, StoryIdea, StoryInputs, StoryPage } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { refineIdea, writeIdea, writeStory } from '../src/index';
import { storyInputsSchema } from '@studio/contracts/stories';
import { inputsArbitrary, seedArbitrary } from './arbitraries';
import { storyText } from './story-text';
import { companionsBrought } from '../src/cast/met-child';

const RUNS = { numRuns: 50, seed: 99 };

/** Pronoun words that must never refer to a lone hero of another pronoun. */
const FOREIGN_PRONOUNS: Record<Pronoun, RegExp> = {
  she: /\b(?:he|him|his|himself)\b/i,
  he: /\b(?:she|her|hers|herself)\b/i,
  they: /\b(?:she|her|hers|herself|he|him|his|himself)\b/i,
};

/** Every form of each pronoun. */
const OWN_PRONOUNS: Record<Pronoun, RegExp> = {
  she: /\b(?:she|her|hers|herself)\b/i,
  he: /\b(?:he|him|his|himself)\b/i,
  they: /\b(?:they|them|their|theirs|themselves)\b/i,
};

const KIND_NOUNS = [...SPECIES, 'girl', 'boy', 'child'].join('|');

/**
 * Generated casts and their books, written once and read by three tests below: each wrote the same 50 (the same
 * generator and seed) until round 15 (ADR 041).
 */
let written: Array<{ inputs: StoryInputs; idea: StoryIdea; pages: StoryPage[]; text: string }> | undefined;
const books = () => (written ??= fc.sample(fc.tuple(inputsArbitrary(), seedArbitrary), RUNS).map(([inputs, seed]) => {
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs);
  return { inputs, idea, pages, text: storyText(pages) };
}));

const fullStory = (inputs: StoryInputs, seed: number) => {
  const idea = writeIdea(inputs, seed);
  return { idea, text: storyText(writeStory(idea, inputs)) };
};

describe('characters in the story', () => {
  it('names every character and makes the first child the hero of the opening page', () => {
    for (const { inputs, idea, pages, text } of books()) {
      for (const character of inputs.characters) expect(text).toContain(character.name);
      const hero = inputs.characters.find((character) => character.kind === 'child') ?? inputs.characters[0];
      expect(pages[0]?.text.split(/(?<=[.!?])\s/)[0]).toContain(hero?.name);
      expect(pages[0]?.scene.characters[0]).toBe(hero?.name);
      expect(idea.summary).toContain(hero?.name);
    }
  });

  it('uses only the lone hero’s own pronoun', () => {
    fc.assert(
      fc.property(inputsArbitrary({ maxCharacters: 1 }), seedArbitrary, (inputs, seed) => {
        const hero = inputs.characters[0];
        if (!hero) return;
        const { text } = fullStory(inputs, seed);
        // A companion the engine brings (a named friend, Mum or Dad: `inventedCompanion`) has a pronoun of their own.
        const brought = new RegExp(`\\b(?:${companionsBrought().map((member) => member.name).join('|')})\\b`).test(text);
        if (!brought) expect(text).not.toMatch(FOREIGN_PRONOUNS[hero.pronoun]);
        // Any form of the hero's own pronoun counts: a toddler's book may say "her ring" but never "she".
        expect(text).toMatch(OWN_PRONOUNS[hero.pronoun]);
      }),
      RUNS,
    );
  });

  it('makes verbs agree with "they" and with "she" / "he"', () => {
    for (const { text } of books()) {
      expect(text).not.toMatch(/\b[Tt]hey (?:was|is|has)\b/);
      expect(text).not.toMatch(/\b(?:[Ss]he|[Hh]e) (?:were|are|have)\b/);
    }
  });

  it('keeps each animal and creature its own kind', () => {
    for (const { inputs, text } of books()) {
      const ownSpecies = new Set(inputs.characters.map((character) => character.species));
      for (const species of SPECIES) {
        if (!ownSpecies.has(species)) expect(text).not.toMatch(new RegExp(`\\b${species}s?\\b`, 'i'));
      }
      for (const character of inputs.characters) {
        const kinds = [...text.matchAll(new RegExp(`\\b${character.name} the (${KIND_NOUNS})\\b`, 'g'))].map((match) => match[1]);
        const expected = character.kind === 'child' ? [] : [character.species];
        for (const kind of kinds) expect(expected).toContain(kind);
      }
    }
  });

  it('uses the characters’ looks and traits', () => {
    const inputs: StoryInputs = {
      characters: [
        { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'red', clothing: 'raincoat', clothing_color: 'yellow' }, traits: ['brave'] },
        { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: { fur: 'orange' }, traits: ['clever'] },
      ],
      age_group: '6-8', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en',
    };
    const { text } = fullStory(inputs, 5);
    expect(text).toContain('curly red hair');
    expect(text).toContain('a yellow raincoat');
    expect(text).toContain('orange fur');
    expect(text).toMatch(/\bbrave\b/);
    expect(text).toContain('Pip the fox');
  });
});

describe('who a character is, said of the right child', () => {
  it('writes one possessive for a name ending in s ("Ines\'s" on every page, never "Ines\'" beside it)', () => {
    for (const seed of [969798, 11, 12]) {
      const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ines', kind: 'child', pronoun: 'she', traits: ['thoughtful'] }, { name: 'Tobias', kind: 'child', pronoun: 'he', traits: ['her cousin'] }], age_group: '6-8', story_length: 'medium', theme: 'moving to a new country' });
      const text = writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join(' ');
      expect(text, String(seed)).not.toMatch(/\b(?:Ines|Tobias)'(?!s)/);
    }
  });

  it('never says a child a wish made the hero is "his best friend" with nobody for "his" to be', () => {
    const inputs = storyInputsSchema.parse({ characters: [{ name: 'Marcus', kind: 'child', pronoun: 'he', traits: ['clumsy'] }, { name: 'Priya', kind: 'child', pronoun: 'she', traits: ['his best friend'] }], age_group: '9-12', story_length: 'medium', theme: 'the school science fair' });
    for (const seed of [979899, 5, 6]) {
      const refined = refineIdea(writeIdea(inputs, seed), inputs, 'make Priya the hero');
      expect(refined.idea.characters[0]?.name ?? refined.inputs.characters[0]?.name).toBe('Priya');
      const text = writeStory(refined.idea, refined.inputs).map((page) => page.text).join(' ');
      expect(text, String(seed)).not.toMatch(/Priya was (?:his|her|their) best friend/);
    }
  });
});
