import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPECIES_TABLE, isSpeciesId, speciesNamedIn } from '@studio/species';
import { writeIdea, writeStory } from '../src/index';
import { SETTING_KITS } from '../src/world/settings';
import { GARDEN } from '../src/world/settings-garden';
import { inputsArbitrary, seedArbitrary } from './arbitraries';

/**
 * Animal and creature words a story could use. The engine may name only kinds in the species table, so
 * that every creature on a page has a figure; a word here that the table does not cover fails the test.
 */
const ANIMAL_WORDS = [
  'ant', 'alien', 'badger', 'bat', 'bear', 'beaver', 'bee', 'beetle', 'bunny', 'butterfly', 'calf', 'camel', 'cat', 'caterpillar', 'chick', 'chicken',
  'cow', 'crab', 'crocodile', 'crow', 'cub', 'deer', 'dog', 'dolphin', 'donkey', 'dragon', 'duck', 'duckling', 'eagle', 'eel', 'elephant', 'fawn',
  'ferret', 'flamingo', 'fox', 'frog', 'giraffe', 'goat', 'goldfish', 'goose', 'gorilla', 'hamster', 'hare', 'hawk', 'hedgehog', 'hen', 'hippo',
  'horse', 'jellyfish', 'kangaroo', 'kitten', 'koala', 'ladybird', 'lamb', 'lion', 'lizard', 'llama', 'lobster', 'magpie', 'marmot', 'mole',
  'monkey', 'moose', 'moth', 'mouse', 'octopus', 'otter', 'owl', 'panda', 'parrot', 'peacock', 'penguin', 'pig', 'piglet', 'pigeon', 'pony',
  'puffin', 'puppy', 'rabbit', 'raccoon', 'rat', 'raven', 'reindeer', 'robin', 'robot', 'seagull', 'seahorse', 'seal', 'shark', 'sheep',
  'snail', 'snake', 'sparrow', 'spider', 'squirrel', 'starfish', 'swan', 'tiger', 'toad', 'tortoise', 'turtle', 'unicorn', 'whale', 'wolf',
  'worm', 'wren', 'zebra', 'dinosaur', 'bird', 'fish', 'bug', 'insect', 'butterfly',
];
const PLURALS: Record<string, string> = { fish: 'fish', mouse: 'mice', goose: 'geese', sheep: 'sheep', deer: 'deer', wolf: 'wolves', calf: 'calves', fox: 'foxes', puppy: 'puppies', bunny: 'bunnies', pony: 'ponies', butterfly: 'butterflies', ladybird: 'ladybirds' };
const ANIMAL_PATTERN = new RegExp(`\\b(${ANIMAL_WORDS.flatMap((word) => [word, PLURALS[word] ?? `${word}s`]).join('|')})\\b`, 'gi');

/** Sayings that name an animal without one being there. */
const IDIOMS = /tummy full of butterflies/gi;

/** Animal words of the text that no table kind named in it covers ("hen" is covered by "brown hen"). */
export function unknownAnimals(said: string): string[] {
  const text = said.replace(IDIOMS, '');
  const named = speciesNamedIn(text).flatMap((id) => SPECIES_TABLE[id].noun.split(' '));
  const covered = new Set(named.flatMap((word) => [word, PLURALS[word] ?? `${word}s`]));
  return [...text.matchAll(ANIMAL_PATTERN)].map((match) => (match[0] as string).toLowerCase()).filter((word) => !covered.has(word));
}

describe('the story engine names only kinds of the species table', () => {
  it('lives every setting creature in the table, and in that setting', () => {
    for (const [setting, kit] of [...Object.entries(SETTING_KITS), ['home', GARDEN] as const]) {
      for (const creature of kit.creatures) {
        expect(isSpeciesId(creature)).toBe(true);
        expect(SPECIES_TABLE[creature].lives).toContain(setting);
      }
    }
  });

  it('catches a kind the table lacks', () => {
    expect(unknownAnimals('A hedgehog met a giraffe and two wolves.')).toEqual(['giraffe', 'wolves']);
    expect(unknownAnimals('The hen and the seal pups waved.')).toEqual([]);
  });

  it('names no animal outside the table on any page of 200 generated books', () => {
    fc.assert(
      fc.property(inputsArbitrary(), seedArbitrary, (inputs, seed) => {
        const pages = writeStory(writeIdea(inputs, seed), inputs);
        for (const page of pages) expect(unknownAnimals(page.text), page.text).toEqual([]);
      }),
      { numRuns: 200, seed: 2024 },
    );
  });
});
