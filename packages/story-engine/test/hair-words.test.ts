import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';

const hairOf = (hair: string, hair_color?: string) => castFromCharacter({ name: 'Sofia', kind: 'child', pronoun: 'she', appearance: { hair, ...(hair_color ? { hair_color } : {}) }, traits: [] }).features;

describe('hair as the parent typed it', () => {
  // A fresh read (round 10): "She had black long hair." and "ginger hair in an in a ponytail".
  it('says length and shape before the colour, as English orders them', () => {
    expect(hairOf('long', 'black')).toEqual(['long black hair']);
    expect(hairOf('short curly', 'red')).toEqual(['short curly red hair']);
    expect(hairOf('curly', 'brown')).toEqual(['curly brown hair']);
  });

  it('wears a style typed with its "in": "hair in a ponytail", never "in an in a ponytail"', () => {
    expect(hairOf('in a ponytail', 'ginger')).toEqual(['ginger hair in a ponytail']);
    expect(hairOf('braids', 'black')).toEqual(['black hair in braids']);
  });
});
