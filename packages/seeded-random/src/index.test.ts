import { describe, expect, it } from 'vitest';
import { hashString, mulberry32, pickWith } from './index';

describe('mulberry32', () => {
  it('draws the same stream from the same seed, and another from another seed', () => {
    const first = mulberry32(42);
    const again = mulberry32(42);
    const other = mulberry32(43);
    const a = Array.from({ length: 20 }, first);
    expect(Array.from({ length: 20 }, again)).toEqual(a);
    expect(Array.from({ length: 20 }, other)).not.toEqual(a);
  });

  it('keeps the sequence stored books depend on', () => {
    const next = mulberry32(1);
    expect([next(), next(), next()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const next = mulberry32(7);
    const buckets = new Array<number>(10).fill(0);
    let outside = 0;
    // One assertion after the loop: 100,000 expect() calls took seconds on a busy machine.
    for (let i = 0; i < 100_000; i++) {
      const value = next();
      if (!(value >= 0 && value < 1)) outside += 1;
      else buckets[Math.floor(value * 10)]! += 1;
    }
    expect(outside).toBe(0);
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('hashString', () => {
  it('is 32-bit FNV-1a, and a seed changes it', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('a', 1)).not.toBe(hashString('a'));
  });
});

describe('pickWith', () => {
  it('picks by the draw and refuses an empty list', () => {
    expect(pickWith(() => 0.99, ['a', 'b', 'c'])).toBe('c');
    expect(pickWith(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(() => pickWith(() => 0.5, [])).toThrow('empty list');
  });
});
