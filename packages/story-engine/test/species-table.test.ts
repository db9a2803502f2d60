import { describe, expect, it } from 'vitest';
import { SPECIES_TABLE, isSpeciesId } from '@studio/species';
import { SETTING_KITS } from '../src/world/settings';
import { GARDEN } from '../src/world/settings-garden';
import { unknownAnimals } from './animal-words';

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

  // Every page of the review census's 600 generated books is read for an animal outside the table (test/review).
});
