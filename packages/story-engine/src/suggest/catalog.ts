import type { AgeGroup, Character } from '@studio/contracts/stories';

/** Ideas offered as suggestion chips, per age group where it matters. */

export const THEMES: Record<AgeGroup, readonly string[]> = {
  '0-2': ['bath time', 'animal sounds', 'colours everywhere', 'a walk in the park', 'bedtime cuddles', 'counting to five', 'splashing in puddles', 'favourite toys'],
  '3-5': ['a birthday surprise', 'a lost teddy', 'the first day at nursery', 'a trip to the seaside', 'making a new friend', 'a rainy day adventure', 'dinosaurs', 'a magic garden', 'helping on the farm'],
  '6-8': ['a treasure map', 'a secret clubhouse', 'a mystery at the library', 'a trip to the moon', 'a talent show', 'a camping trip', 'pirates and a lost island', 'a school science fair'],
  '9-12': ['a riddle hidden in an old book', 'a journey across the mountains', 'an invention that goes wrong', 'a kingdom under the sea', 'a race against the clock', 'a time capsule', 'a stormy night at the lighthouse', 'standing up for a friend'],
};

/** Lessons simple enough for the youngest listeners. */
export const TODDLER_LESSON_IDS: readonly string[] = ['sharing', 'kindness', 'friendship', 'gratitude', 'patience', 'helping', 'listening'];

/** Characters a parent might like to add, in several kinds. */
export const CHARACTER_IDEAS: readonly Character[] = [
  { name: 'Ember', kind: 'creature', species: 'dragon', pronoun: 'she', appearance: {}, traits: ['shy'] },
  { name: 'Pip', kind: 'animal', species: 'bunny', pronoun: 'he', appearance: {}, traits: ['bouncy'] },
  { name: 'Luna', kind: 'creature', species: 'unicorn', pronoun: 'she', appearance: {}, traits: ['dreamy'] },
  { name: 'Bolt', kind: 'creature', species: 'robot', pronoun: 'they', appearance: {}, traits: ['helpful'] },
  { name: 'Hazel', kind: 'animal', species: 'fox', pronoun: 'she', appearance: {}, traits: ['clever'] },
  { name: 'Otto', kind: 'animal', species: 'owl', pronoun: 'he', appearance: {}, traits: ['wise'] },
  { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: {}, traits: ['playful'] },
  { name: 'Mochi', kind: 'animal', species: 'cat', pronoun: 'she', appearance: {}, traits: ['curious'] },
  { name: 'Bruno', kind: 'animal', species: 'bear', pronoun: 'he', appearance: {}, traits: ['gentle'] },
  { name: 'Nova', kind: 'child', pronoun: 'she', appearance: {}, traits: ['brave'] },
  { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: ['kind'] },
  { name: 'Sky', kind: 'child', pronoun: 'they', appearance: {}, traits: ['adventurous'] },
];
