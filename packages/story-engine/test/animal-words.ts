import { SPECIES_TABLE, speciesNamedIn } from '@studio/species';

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
