import { SETTINGS, type Scene } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { illustrateScene } from '../src';
import { BOOK_CAST } from './fixtures';

const REDRAW_SEEDS = [2_166_136_261, 84_696_351, 3_735_928_559, 1_234_567_890];

describe('a redrawn picture', () => {
  it.each(SETTINGS)('is visibly new in %s: other places for the characters, or the place seen from the other side', (setting) => {
    for (const cast of [BOOK_CAST.slice(0, 1), BOOK_CAST.slice(0, 2)]) {
      const scene: Scene = { setting, time_of_day: 'day', characters: cast.map((c) => c.name), action: 'standing', mood: 'happy' };
      const first = illustrateScene({ scene, characters: cast, style: 'flat' });
      const redraws = REDRAW_SEEDS.map((seed) => illustrateScene({ scene, characters: cast, style: 'flat', seed }));
      expect(redraws.every((svg) => svg !== first)).toBe(true);
      expect(redraws.some((svg) => svg.includes('scale(-1 1)'))).toBe(true);
      if (cast.length > 1) expect(new Set(redraws).size).toBeGreaterThan(2);
    }
  });

  it('is the same picture for the same seed', () => {
    const scene: Scene = { setting: 'home', time_of_day: 'night', characters: BOOK_CAST.slice(0, 2).map((c) => c.name), action: 'sitting', mood: 'calm' };
    expect(illustrateScene({ scene, characters: BOOK_CAST, style: 'crayon', seed: 99 })).toBe(illustrateScene({ scene, characters: BOOK_CAST, style: 'crayon', seed: 99 }));
  });
});
