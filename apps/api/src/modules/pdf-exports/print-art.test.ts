import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtRenderedForPrint } from '@studio/print';
import { artOfPrintRaster } from './print-art';

/** A 400×300 raster: left half red, right half blue. */
const raster = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#ff0000' } })
    .composite([{ input: { create: { width: 200, height: 300, channels: 3, background: '#0000ff' } }, left: 200, top: 0 }])
    .jpeg({ quality: 95 })
    .toBuffer();

const neverRendered = async (): Promise<ArtRenderedForPrint> => {
  throw new Error('the SVG should not be rendered');
};

describe('a painted picture printed from its print raster', () => {
  it('scales the raster to the asked width, keeping only the visible part', async () => {
    const art = artOfPrintRaster(raster, 'watercolor', 1600, 1200, neverRendered);
    if (art.kind !== 'rendered-for-print') throw new Error('expected a rendered-for-print art');
    const whole = await art.render(200);
    expect(whole).toMatchObject({ kind: 'raster', widthPx: 200, heightPx: 150 });
    const right = await art.render(400, { left: 0.5, top: 0, width: 0.5, height: 1 });
    expect(right).toMatchObject({ widthPx: 200, heightPx: 300 });
    const { channels } = await sharp(right.data).stats();
    expect(channels[2]!.mean).toBeGreaterThan(200);
    expect(channels[0]!.mean).toBeLessThan(30);
  });

  it('renders the SVG after all when the layout wants more pixels than the raster has', async () => {
    let asked: number | null = null;
    const fallback = async (): Promise<ArtRenderedForPrint> => ({
      kind: 'rendered-for-print',
      width: 1600,
      height: 1200,
      render: async (widthPx) => {
        asked = widthPx;
        return { kind: 'raster', data: Buffer.alloc(0), widthPx, heightPx: 1 };
      },
    });
    const art = artOfPrintRaster(raster, 'watercolor', 1600, 1200, fallback);
    if (art.kind !== 'rendered-for-print') throw new Error('expected a rendered-for-print art');
    await art.render(800);
    expect(asked).toBe(800);
  });
});
