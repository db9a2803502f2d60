import fc from 'fast-check';
import { AGE_GROUPS, ANIMAL_SPECIES, CREATURE_SPECIES, PRONOUNS, SETTINGS, STORY_LENGTHS, TONES, storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';

/** Generated story inputs shaped like what parents type into the form. */

/** Names of four and five syllables, which a reading-level check cannot simply wave through. */
export const LONG_NAMES = ['Anastasia', 'Maximilian', 'Oluwaseun', 'Alexandria', 'Evangeline', 'Bartholomew'] as const;

export const NAMES = [
  'Mia', 'Leo', 'Ava', 'Noah', 'Zara', 'Omar', 'Ivy', 'Finn', 'Amara', 'Theo', 'Lila', 'Kai', 'Nora', 'Arlo',
  'Maya', 'Ezra', 'Ruby', 'Jonah', 'Aisha', 'Milo', 'Elsie', 'Sami', 'Hana', 'Oscar', 'Priya', 'Felix', 'Rosa',
  'Ravi', 'Lucy', 'Jack', 'Yara', 'Ben', 'Chloe', 'Tomas', 'Nia', 'Hugo', 'Isla', 'Dev', 'Sofia', 'Max',
  'Ember', 'Pip', 'Biscuit', 'Luna', 'Bolt', 'Hazel', 'Otto', 'Mochi', 'Bruno', 'Pepper', 'Sprout', 'Ziggy',
  'Clover', 'Button', 'Comet', 'Willow', 'Pickle', 'Juniper', 'Nibbles', 'Sunny',
  ...LONG_NAMES,
] as const;
const TRAITS = ['brave', 'curious', 'kind', 'shy', 'funny', 'clever', 'gentle', 'bouncy', 'helpful', 'dreamy', 'cheerful', 'careful'];
const HAIR = ['curly', 'straight', 'wavy', 'short', 'long', 'braided'];
const COLOURS = ['brown', 'black', 'red', 'golden', 'blue', 'green', 'purple', 'yellow'];
const CLOTHES = ['raincoat', 'dungarees', 'red boots', 'striped jumper', 'dress', 'hoodie', 'cape'];
const FUR = ['orange', 'fluffy white', 'spotty', 'soft grey', 'golden'];
export const CUSTOM_LESSONS = ['It is okay to make mistakes', 'Always say sorry when you are wrong', 'Everyone is good at something', 'Be gentle with small creatures'];
const THEMES = ['dinosaurs', 'rainbows', 'a birthday surprise', 'the first snow of winter', 'trains', 'a magic garden'];

export function characterArbitrary(name: string): fc.Arbitrary<Character> {
  const traits = fc.uniqueArray(fc.constantFrom(...TRAITS), { maxLength: 2 });
  const child = fc.record({
    name: fc.constant(name),
    kind: fc.constant('child' as const),
    pronoun: fc.constantFrom(...PRONOUNS),
    appearance: fc.record(
      { hair: fc.constantFrom(...HAIR), hair_color: fc.constantFrom(...COLOURS), clothing: fc.constantFrom(...CLOTHES), clothing_color: fc.constantFrom(...COLOURS) },
      { requiredKeys: [] },
    ),
    traits,
  });
  const animal = fc.record({
    name: fc.constant(name),
    kind: fc.constant('animal' as const),
    species: fc.constantFrom(...ANIMAL_SPECIES),
    pronoun: fc.constantFrom(...PRONOUNS),
    appearance: fc.record({ fur: fc.constantFrom(...FUR) }, { requiredKeys: [] }),
    traits,
  });
  const creature = fc.record({
    name: fc.constant(name),
    kind: fc.constant('creature' as const),
    species: fc.constantFrom(...CREATURE_SPECIES),
    pronoun: fc.constantFrom(...PRONOUNS),
    appearance: fc.constant({}),
    traits,
  });
  const grownUp = fc.record({
    name: fc.constant(name),
    kind: fc.constant('grown-up' as const),
    pronoun: fc.constantFrom(...PRONOUNS),
    appearance: fc.record({ hair: fc.constantFrom(...HAIR), hair_color: fc.constantFrom(...COLOURS) }, { requiredKeys: [] }),
    traits,
  });
  return fc.oneof({ arbitrary: child, weight: 3 }, { arbitrary: animal, weight: 2 }, { arbitrary: creature, weight: 2 }, { arbitrary: grownUp, weight: 1 });
}

export function inputsArbitrary(options: { minCharacters?: number; maxCharacters?: number } = {}): fc.Arbitrary<StoryInputs> {
  const characters = fc
    .shuffledSubarray([...NAMES], { minLength: options.minCharacters ?? 1, maxLength: options.maxCharacters ?? 4 })
    .chain((names) => fc.tuple(...names.map(characterArbitrary)));
  return fc
    .record(
      {
        characters,
        age_group: fc.constantFrom(...AGE_GROUPS),
        story_length: fc.constantFrom(...STORY_LENGTHS),
        setting: fc.constantFrom(...SETTINGS),
        tone: fc.constantFrom(...TONES),
        lesson: fc.constantFrom(...CUSTOM_LESSONS),
        theme: fc.constantFrom(...THEMES),
      },
      { requiredKeys: ['characters', 'age_group', 'story_length', 'tone'] },
    )
    .map((raw) => storyInputsSchema.parse(raw));
}

export const seedArbitrary = fc.integer({ min: 0, max: 2 ** 31 - 1 });
