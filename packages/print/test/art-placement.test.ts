import { describe, expect, it } from 'vitest';
import { effectiveDpi, placeArt } from '../src/art-placement';
import { svgIntrinsicSize } from '../src/svg-size';

const box = { x: 10, y: 20, width: 400, height: 200 };

describe('placeArt', () => {
  it('covers the box, centred, cropping the overflow', () => {
    expect(placeArt(1600, 1200, box, 'cover')).toEqual({ x: 10, y: -30, width: 400, height: 300 });
  });

  it('contains the whole picture, centred', () => {
    const placed = placeArt(1600, 1200, box, 'contain');
    expect(placed.x).toBeCloseTo(10 + (400 - 800 / 3) / 2, 9);
    expect(placed).toMatchObject({ y: 20, height: 200 });
    expect(placed.width).toBeCloseTo(800 / 3, 9);
  });
});

describe('effectiveDpi', () => {
  it('is pixels per printed inch', () => {
    expect(effectiveDpi(2550, 612)).toBe(300);
    expect(effectiveDpi(1024, 612)).toBe(120);
  });
});

describe('svgIntrinsicSize', () => {
  it('reads the viewBox first, then width and height', () => {
    expect(svgIntrinsicSize('<svg xmlns="http://www.w3.org/2000/svg" width="10" viewBox="0 0 1600 1200">')).toEqual({ width: 1600, height: 1200 });
    expect(svgIntrinsicSize('<svg width="300px" height="150">')).toEqual({ width: 300, height: 150 });
    expect(svgIntrinsicSize('<svg>')).toBeNull();
    expect(svgIntrinsicSize('not svg')).toBeNull();
  });
});
