import { ART_STYLES, LOOK_FEATURES, type Character } from '@studio/contracts/stories';
import { SPECIES_IDS } from '@studio/species';
import { describe, expect, it } from 'vitest';
import { drawCharacter } from '../src/characters/draw-character';
import { FIGURES } from '../src/characters/figures';
import { lookOf, lookOfCreature } from '../src/characters/look';
import { poseFor } from '../src/characters/pose';
import { STYLES } from '../src/styles/styles';
import { isWellFormed } from './svg-inspect';

const svgOf = (figure: string) => `<svg xmlns="http://www.w3.org/2000/svg">${figure}</svg>`;

describe('a figure for every kind of the species table', () => {
  it('draws each kind, in every style and a few poses, as clean SVG named after its kind', () => {
    for (const id of SPECIES_IDS) {
      expect(FIGURES[id], id).toBeDefined();
      for (const style of ART_STYLES) {
        for (const action of ['standing', 'running', 'sleeping'] as const) {
          const drawn = drawCharacter(lookOfCreature(id, `the ${id}`), FIGURES[id], poseFor(action), 'happy', 1, STYLES[style].ink);
          const svg = svgOf(drawn.figure + drawn.effects);
          expect(isWellFormed(svg), id).toBe(true);
          expect(svg, id).not.toMatch(/NaN|undefined|Infinity|\[object/);
          expect(svg).toContain(`data-figure="${id}"`);
        }
      }
    }
  });
});

describe('aids and looks', () => {
  const child = (appearance: Character['appearance'], traits: string[] = []): Character => ({ name: 'Ada', kind: 'child', pronoun: 'she', appearance, traits });
  const parts = (character: Character, style: (typeof ART_STYLES)[number] = 'flat') => {
    const look = lookOf(character);
    const drawn = drawCharacter(look, FIGURES[look.figure], poseFor('waving'), 'happy', 1, STYLES[style].ink);
    return new Set([...drawn.figure.matchAll(/data-part="([a-z-]+)"/g)].map((match) => match[1]));
  };

  it('draws each ticked feature on a child and a grown-up, in every style', () => {
    const part = { wheelchair: 'wheelchair', glasses: 'glasses', 'hearing aid': 'hearing-aid', headscarf: 'headscarf', freckles: 'freckles' } as const;
    for (const style of ART_STYLES) {
      for (const feature of LOOK_FEATURES) {
        expect(parts(child({ features: [feature] }), style)).toContain(part[feature]);
        expect(parts({ ...child({ features: [feature] }), kind: 'grown-up' }, style)).toContain(part[feature]);
      }
    }
  });

  it('reads them from the words a parent typed', () => {
    const drawn = parts(child({ clothing: 'a blue hijab' }, ['uses a wheelchair', 'wears glasses', 'freckles']));
    for (const part of ['headscarf', 'wheelchair', 'glasses', 'freckles']) expect(drawn).toContain(part);
  });

  it('draws none of them unless asked, and hair rather than a scarf', () => {
    const drawn = parts(child({ hair: 'curly' }));
    for (const part of ['headscarf', 'wheelchair', 'glasses', 'freckles', 'hearing-aid']) expect(drawn).not.toContain(part);
    expect(drawn).toContain('hair');
  });

  it('seats a wheelchair user whatever the page asks, so nobody runs or jumps out of the chair', () => {
    const look = lookOf(child({ features: ['wheelchair'] }));
    const running = drawCharacter(look, FIGURES.child, poseFor('jumping'), 'happy', 1, STYLES.flat.ink);
    const sitting = drawCharacter(look, FIGURES.child, poseFor('sitting'), 'happy', 1, STYLES.flat.ink);
    expect(running.height).toBeCloseTo(sitting.height, 0);
  });
});
