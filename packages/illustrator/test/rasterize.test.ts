import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { ILLUSTRATOR_FONT_FILE, ILLUSTRATOR_FONT_FILES, illustrateScene, rasterize } from '../src';
import { characterOf } from './fixtures';

const svg = illustrateScene({
  scene: { setting: 'snow', time_of_day: 'night', characters: ['Test child'], action: 'waving', mood: 'happy' },
  characters: [characterOf('child')],
  style: 'flat',
});

describe('rasterize', () => {
  it('renders PNG, WebP and JPEG at the asked width, keeping 4:3', async () => {
    const png = await rasterize(svg, { width: 320, format: 'png' });
    const webp = await rasterize(svg, { width: 320, format: 'webp' });
    const jpeg = await rasterize(svg, { width: 320, format: 'jpeg' });
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 320, height: 240 });
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240, channels: 3 });
  });

  it('draws the same picture as JPEG as it does as PNG', async () => {
    const [png, jpeg] = await Promise.all([rasterize(svg, { width: 160, format: 'png' }), rasterize(svg, { width: 160, format: 'jpeg' })]);
    const [pngStats, jpegStats] = await Promise.all([sharp(png).stats(), sharp(jpeg).stats()]);
    jpegStats.channels.slice(0, 3).forEach((channel, index) => expect(channel.mean).toBeCloseTo(pngStats.channels[index]!.mean, -0.5));
  });

  it('paints a picture, not a blank page', async () => {
    const png = await rasterize(svg, { width: 160, format: 'png' });
    const stats = await sharp(png).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });

  it('rejects silly widths', async () => {
    await expect(rasterize(svg, { width: 0, format: 'png' })).rejects.toThrow(RangeError);
    await expect(rasterize(svg, { width: 1.5, format: 'png' })).rejects.toThrow(RangeError);
  });

  it('ships its font as TTF files inside node_modules', () => {
    for (const file of Object.values(ILLUSTRATOR_FONT_FILES)) {
      expect(file).toMatch(/node_modules\/@expo-google-fonts\/fredoka\/.+\.ttf$/);
      expect(existsSync(file)).toBe(true);
    }
    expect(ILLUSTRATOR_FONT_FILE).toBe(ILLUSTRATOR_FONT_FILES.semiBold);
  });
});
