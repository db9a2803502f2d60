import { ACTIONS, ART_STYLES, MOODS, SETTINGS, TIMES_OF_DAY, sceneSchema } from '@studio/contracts/stories';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { illustrateScene, rasterize } from '../src';
import { characterOf } from './fixtures';
import { isWellFormed } from './svg-inspect';

const FIGURES = ['child', 'grown-up', 'cat', 'dog', 'bunny', 'bear', 'fox', 'owl', 'dragon', 'unicorn', 'robot'] as const;

function expectCleanSvg(svg: string): void {
  expect(isWellFormed(svg)).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
  expect(svg).toMatch(/^<\?xml[^>]*\?><svg [^>]*viewBox="0 0 1600 1200"/);
}

describe('every setting × figure × style', () => {
  it('renders through resvg as well-formed SVG, posing figures by the actions and moods in turn', { timeout: 60_000 }, async () => {
    let i = 0;
    for (const setting of SETTINGS) {
      for (const figure of FIGURES) {
        for (const style of ART_STYLES) {
          const character = characterOf(figure);
          const scene = {
            setting,
            time_of_day: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'day',
            characters: [character.name],
            action: ACTIONS[i % ACTIONS.length] ?? 'standing',
            mood: MOODS[i % MOODS.length] ?? 'happy',
          };
          i++;
          const svg = illustrateScene({ scene, characters: [character], style });
          expectCleanSvg(svg);
          expect(svg).toContain(`data-character="${character.name}"`);
          const png = await rasterize(svg, { width: 96, format: 'png' });
          expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
        }
      }
    }
  });
});

describe('any scene', () => {
  it('is well-formed, free of NaN/undefined, and includes every named character it knows', () => {
    const names = ['Ada', 'Biscuit', 'Zed', 'Olly', 'Ruby', 'Fern'];
    const cast = names.map((name, i) => characterOf((['child', 'dog', 'robot', 'owl', 'dragon', 'fox'] as const)[i] ?? 'child', name));
    fc.assert(
      fc.property(
        fc.constantFrom(...SETTINGS),
        fc.constantFrom(...TIMES_OF_DAY),
        fc.constantFrom(...ACTIONS),
        fc.constantFrom(...MOODS),
        fc.constantFrom(...ART_STYLES),
        fc.subarray(names, { minLength: 0, maxLength: 6 }),
        fc.integer(),
        (setting, time_of_day, action, mood, style, characters, seed) => {
          const scene = sceneSchema.parse({ setting, time_of_day, action, mood, characters: [...characters, 'Nobody'] });
          const svg = illustrateScene({ scene, characters: cast, style, seed });
          expectCleanSvg(svg);
          for (const name of characters) expect(svg).toContain(`data-character="${name}"`);
          expect(svg).not.toContain('data-character="Nobody"');
        },
      ),
      { numRuns: 120, seed: 6 },
    );
  });

  it('is a pure function of its input', () => {
    const scene = { setting: 'farm' as const, time_of_day: 'morning' as const, characters: ['Ada'], action: 'running' as const, mood: 'excited' as const };
    const characters = [characterOf('child', 'Ada')];
    expect(illustrateScene({ scene, characters, style: 'crayon' })).toBe(illustrateScene({ scene, characters, style: 'crayon' }));
    expect(illustrateScene({ scene, characters, style: 'flat', seed: 1 })).not.toBe(illustrateScene({ scene, characters, style: 'flat', seed: 2 }));
  });
});
