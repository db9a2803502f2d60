import { storyInputsSchema, type AgeGroup, type Character } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { storyText } from './story-text';

const person = (name: string, kind: 'child' | 'grown-up', pronoun: 'he' | 'she', traits: string[] = []): Character => ({ name, kind, pronoun, appearance: {}, traits });
const textOf = (characters: Character[], age: AgeGroup, theme: string, seed: number, length: 'short' | 'medium' | 'long' = 'medium') => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
  return storyText(writeStory(writeIdea(inputs, seed), inputs));
};
const SEEDS = [1180001, 1180002, 1180003, 1180004];

describe('who is in the story with a hero the parent gave alone', () => {
  it('for a reader of six to twelve is a named friend or Mum or Dad, never a robin or a mouse who talks', () => {
    for (const theme of ['learning the guitar', 'worrying about a test']) {
      for (const seed of SEEDS) {
        const text = textOf([person('Ollie', 'child', 'he')], '9-12', theme, seed);
        expect(text).not.toMatch(/best friend was an? [a-z]+ who lived nearby/);
        expect(text).not.toMatch(/\bsaid the (?:robin|mouse|hedgehog|sparrow|squirrel|cat|dog|rabbit|fox)\b/);
      }
    }
  });

  it('at an event away from home is a friend with a name, never "her friend" for a whole book', () => {
    for (const seed of SEEDS) {
      const text = textOf([person('Zara', 'child', 'she')], '3-5', 'a trip to the zoo', seed, 'long');
      expect(text).not.toMatch(/\b(?:[Hh]er|[Hh]is|[Tt]heir) friend\b|, friend!/);
    }
  });
});

describe('a kin word on a traits list', () => {
  it('is said as the hero\'s: "Marco was Ava\'s stepdad.", never "Marco was a stepdad."', () => {
    for (const kin of ['stepdad', 'stepmum', 'auntie', 'uncle', 'cousin', 'godmother', 'childminder', 'nanny']) {
      const grownUp = textOf([person('Ava', 'child', 'she'), person('Marco', 'grown-up', 'he', [kin])], '6-8', 'a trip to the park', 1180011);
      const child = textOf([person('Ava', 'child', 'she'), person('Jo', 'child', 'she', [kin])], '6-8', 'a trip to the park', 1180011);
      for (const text of [grownUp, child]) {
        expect(text).not.toMatch(/\b(?:Marco|Jo|He|She) was (?:an? |the )?(?:step|aunt|uncle|cousin|god|childminder|nanny)/);
        expect(text).toMatch(/\bAva's (?:step(?:dad|mum)|auntie|uncle|aunt|cousin|god(?:mother|father)|childminder|nanny)\b/);
      }
    }
  });
});

describe('a grown-up a catalogue line needs when the cast has none', () => {
  it('is Mum or Dad in the family\'s words, never a nameless grown-up', () => {
    for (const [theme, seed] of [['worrying about a test', 1180002], ['starting nursery', 1180005], ['scared of the dark', 1180006]] as const) {
      const text = textOf([person('Noor', 'child', 'she')], '3-5', theme, seed, 'long');
      expect(text).not.toMatch(/\b[Aa] grown-up (?!'s)\w+|\b[Tt]he grown-up\b|\band a grown-up\b/);
    }
  });
});
