import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SCENE_HEIGHT, SCENE_WIDTH, illustrateScene } from '@studio/illustrator';
import { encodePicture } from './encode-picture';

const characters = [{ name: 'Ada', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] }];
const drawn = (place?: string) => illustrateScene({ scene: { setting: 'home', time_of_day: 'day', characters: ['Ada'], action: 'waving', mood: 'happy', ...(place && { place }) }, characters, style: 'crayon' });
const svg = drawn('the garden gate');

const pixels = async (image: Buffer, width: number) => sharp(image).resize(width).removeAlpha().raw().toBuffer();
const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] as number)), 0) / a.length;

describe('encodePicture', () => {
  it('keeps a drawn picture as a 1024 px screen WebP, a 320 px thumbnail of the same picture and the SVG print master', async () => {
    const encoded = await encodePicture({ kind: 'svg', svg, width: SCENE_WIDTH, height: SCENE_HEIGHT }, 1024);
    expect(await sharp(encoded.screen).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    expect(await sharp(encoded.thumb).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(encoded.print.toString('utf8')).toBe(svg);
    // The thumbnail is scaled from the render rather than from the screen WebP: the same picture all the same.
    expect(meanDifference(await pixels(encoded.thumb, 64), await pixels(encoded.screen, 64))).toBeLessThan(3);
    const other = await encodePicture({ kind: 'svg', svg: drawn(), width: SCENE_WIDTH, height: SCENE_HEIGHT }, 1024);
    expect(meanDifference(await pixels(other.thumb, 64), await pixels(encoded.screen, 64))).toBeGreaterThan(3);
  });
});
