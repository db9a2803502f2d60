import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { measureText } from '../src/text/measure';
import { fitText, wrapText } from '../src/text/wrap';

describe('wrapText', () => {
  it('keeps every line within the width and every letter in order', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzWM'.split(''));
    const word = fc.string({ minLength: 1, maxLength: 30, unit: letter });
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), fc.integer({ min: 200, max: 1000 }), (words, width) => {
        const text = words.join(' ');
        const lines = wrapText(text, width, 60);
        for (const line of lines) expect(measureText(line, 60)).toBeLessThanOrEqual(width);
        expect(lines.join('').replace(/[-\s]/g, '')).toBe(text.replace(/\s/g, ''));
      }),
      { numRuns: 200, seed: 3 },
    );
  });

  it('hyphenates a word too long for a line', () => {
    const lines = wrapText('Supercalifragilisticexpialidocious', 400, 80);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[0]).toMatch(/-$/);
  });
});

describe('fitText', () => {
  it('uses the largest size that fits the line budget', () => {
    expect(fitText('Hi', { width: 800, maxLines: 3, maxSize: 120, minSize: 40 })).toEqual({ lines: ['Hi'], fontSize: 120 });
    const long = fitText('The quick brown fox jumps over the lazy dog again and again and again', { width: 800, maxLines: 3, maxSize: 120, minSize: 40 });
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.fontSize).toBeLessThan(120);
  });
});
