import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtStyle } from '@studio/contracts/stories';
import { illustrateCover, illustrateScene, rasterize, rasterizeWithSvgFilters } from '../src';
import { splitPaintedDocument } from '../src/styles/styles';
import { characterOf } from './fixtures';

const characters = [characterOf('child'), characterOf('fox')];
const scene = (style: ArtStyle) =>
  illustrateScene({ scene: { setting: 'forest', time_of_day: 'day', characters: characters.map((c) => c.name), action: 'walking', mood: 'happy' }, characters, style });
const cover = (style: ArtStyle) => illustrateCover({ title: 'The Lost Kite', characters, setting: 'beach', style, showTitle: false });

/** Mean absolute difference per channel (0–255) of two pictures, both scaled down to 96×96: how different they look, not whether their bytes match. */
async function lookDifference(a: Buffer, b: Buffer): Promise<number> {
  const small = (picture: Buffer) => sharp(picture).resize(96, 96, { fit: 'fill' }).removeAlpha().flatten({ background: '#ffffff' }).raw().toBuffer();
  const [x, y] = await Promise.all([small(a), small(b)]);
  let total = 0;
  for (let i = 0; i < x.length; i++) total += Math.abs(x[i]! - y[i]!);
  return total / x.length;
}

describe('painted styles on pixels', () => {
  it('takes a painted picture apart into the untreated picture and its treatment, and leaves anything else alone', () => {
    for (const style of ['watercolor', 'crayon'] as const) {
      const painted = splitPaintedDocument(scene(style));
      expect(painted?.paint.style).toBe(style);
      expect(painted?.plain).not.toContain('filter="url(');
      expect(painted?.plain).not.toContain('mix-blend-mode');
      expect(painted?.plain).toContain('data-layer="characters"');
    }
    expect(splitPaintedDocument(scene('flat'))).toBeNull();
    expect(splitPaintedDocument(illustrateCover({ title: 'T', characters, setting: 'beach', style: 'watercolor' }))).toBeNull(); // title drawn over the paint
  });

  for (const style of ['watercolor', 'crayon'] as const) {
    it(`draws ${style} as the SVG filters do, and unlike the flat picture`, async () => {
      for (const draw of [scene, cover]) {
        const svg = draw(style);
        const [composited, filtered, flat] = await Promise.all([rasterize(svg, { width: 480, format: 'png' }), rasterizeWithSvgFilters(svg, 480), rasterize(draw('flat'), { width: 480, format: 'png' })]);
        const [match, unlike] = [await lookDifference(composited, filtered), await lookDifference(composited, flat)];
        expect(match).toBeLessThan(4);
        expect(unlike).toBeGreaterThan(6);
      }
    });

    it(`prints ${style} as it shows on screen`, async () => {
      const svg = scene(style);
      const [screen, print] = await Promise.all([rasterize(svg, { width: 1024, format: 'webp', quality: 84 }), rasterize(svg, { width: 2948, format: 'jpeg', quality: 80 })]);
      expect(await lookDifference(screen, print)).toBeLessThan(3);
    });
  }

  it('keeps only the visible part when asked, in whole pixels', async () => {
    const svg = scene('watercolor');
    const part = await rasterize(svg, { width: 800, format: 'png', visible: { left: 0.25, top: 0, width: 0.5, height: 1 } });
    expect(await sharp(part).metadata()).toMatchObject({ width: 400, height: 600 });
  });
});
