import { describe, expect, it } from 'vitest';
import { placeOnlyNote } from '../src/idea/place-only-note';
import { withCostume } from '../src/plots/costume-slots';

/** Round 15's review-diff leftovers (round 16): one list of place words, the costume looked for in the variant's lines only. */

describe('a theme that is only its place', () => {
  it('reads the places\' own words from the settings (`PLACE_WORDS`): "underwater" is a place, not something more the theme asks', () => {
    expect(placeOnlyNote('an underwater adventure', 'under the sea')).toBeUndefined();
    expect(placeOnlyNote('the living room', 'home')).toBeUndefined();
    expect(placeOnlyNote('a day in our back garden', 'home')).toBeUndefined();
    expect(placeOnlyNote('going to the city with my friends to see the lights', 'city')).toMatch(/sets "going to the city with my friends to see the lights" in the city/);
  });
});

describe('the costume slot', () => {
  const lines = { opening: ['{hero} was going as {costume}.', 'It was World Book Day.'], turn: '{hero} read in {costume}\'s voice.' };

  it('puts the named costume into the chosen variant\'s lines', () => {
    expect(withCostume(lines, 'she wants to go as the Gruffalo')).toEqual({ opening: ['{hero} was going as the Gruffalo.', 'It was World Book Day.'], turn: '{hero} read in the Gruffalo\'s voice.' });
  });

  it('leaves lines without the slot, or with no costume named, as they were', () => {
    const plain = { opening: 'It was World Book Day.', said: /day/ };
    expect(withCostume(plain, 'she wants to go as the Gruffalo')).toBe(plain);
    expect(withCostume(lines, 'world book day')).toBe(lines);
  });
});
