import { describe, expect, it } from 'vitest';
import { DEFAULT_PAPER_SIZE, PAPER_SIZES, isPaperSizeId, trimSizeMm } from '../src/paper-sizes';
import { pageGeometry, toPdfBox } from '../src/page-geometry';

describe('paper sizes', () => {
  it('gives trim sizes in PDF points', () => {
    expect(PAPER_SIZES.a4.widthPt).toBeCloseTo(595.276, 2);
    expect(PAPER_SIZES.a4.heightPt).toBeCloseTo(841.89, 2);
    expect(PAPER_SIZES.a5.widthPt).toBeCloseTo(419.528, 2);
    expect(PAPER_SIZES.a5.heightPt).toBeCloseTo(595.276, 2);
    expect(PAPER_SIZES.us_letter).toMatchObject({ widthPt: 612, heightPt: 792 });
    expect(PAPER_SIZES.square_8_5).toMatchObject({ widthPt: 612, heightPt: 612 });
  });

  it('defaults to A4 and reports trim sizes in millimetres', () => {
    expect(DEFAULT_PAPER_SIZE).toBe('a4');
    expect(trimSizeMm('a4')).toEqual({ width: 210, height: 297 });
    expect(trimSizeMm('us_letter')).toEqual({ width: 215.9, height: 279.4 });
  });

  it('recognises only the four paper sizes', () => {
    expect(['a4', 'a5', 'us_letter', 'square_8_5'].every(isPaperSizeId)).toBe(true);
    expect(isPaperSizeId('a3')).toBe(false);
    expect(isPaperSizeId('toString')).toBe(false);
  });
});

describe('page geometry', () => {
  it('adds 0.125 in of bleed on every side and keeps a 0.5 in safety margin inside the trim (Lulu\'s figures)', () => {
    const { media, trim, safe, bleedPt } = pageGeometry('us_letter');
    expect(bleedPt).toBeCloseTo(9, 6);
    expect(media.width).toBeCloseTo(612 + 2 * bleedPt, 6);
    expect(trim).toMatchObject({ x: bleedPt, y: bleedPt, width: 612, height: 792 });
    expect(safe.x - trim.x).toBeCloseTo(36, 6);
    expect(safe.width).toBeCloseTo(612 - 72, 6);
  });

  it('turns a top-left rect into a bottom-left PDF box', () => {
    expect(toPdfBox({ x: 10, y: 20, width: 100, height: 50 }, 500)).toEqual([10, 430, 110, 480]);
  });
});
