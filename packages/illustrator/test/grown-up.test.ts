import { describe, expect, it } from 'vitest';
import { drawCharacter } from '../src/characters/draw-character';
import { FIGURES } from '../src/characters/figures';
import { lookOf } from '../src/characters/look';
import { poseFor } from '../src/characters/pose';
import { characterOf } from './fixtures';

const INK = { line: 4 };
const heightOf = (figure: 'child' | 'grown-up') => drawCharacter(lookOf(characterOf(figure)), FIGURES[figure], poseFor('standing'), 'happy', 1, INK).height;

describe('a grown-up', () => {
  it('is drawn as a grown-up: a third taller than a child, with the head smaller for its height', () => {
    const child = heightOf('child');
    const grownUp = heightOf('grown-up');
    expect(grownUp / child).toBeGreaterThan(1.3);
    expect(FIGURES['grown-up'].plan.headR / grownUp).toBeLessThan(FIGURES.child.plan.headR / child);
  });

  it('has skin, hair and clothes like a child, not fur', () => {
    const look = lookOf({ name: 'Grandma Rose', kind: 'grown-up', pronoun: 'she', appearance: { hair_color: 'white', clothing_color: 'purple' }, traits: [] });
    expect(look.figure).toBe('grown-up');
    expect(look.hair).not.toBe(look.body);
  });
});
