import { describe, expect, it } from 'vitest';
import { countSyllables, fleschKincaidGrade, splitSentences } from '../src/index';

describe('countSyllables', () => {
  it.each([
    ['cat', 1], ['the', 1], ['little', 2], ['table', 2], ['smile', 1], ['played', 1], ['wanted', 2], ['jumped', 1],
    ['giggled', 2], ['wishes', 2], ['makes', 1], ['lion', 2], ['curious', 3], ['nation', 2], ['adventure', 3],
    ['butterfly', 3], ['everyone', 3], ['beautiful', 3], ['ocean', 2], ['Amelia', 4], ['tree', 1], ['happily', 3],
  ])('counts %s as %i', (word, expected) => {
    expect(countSyllables(word)).toBe(expected);
  });

  it('ignores punctuation and possessives', () => {
    expect(countSyllables("dragon's")).toBe(2);
    expect(countSyllables('')).toBe(0);
  });
});

describe('splitSentences', () => {
  it('keeps dialogue tags with their quotation', () => {
    expect(splitSentences('"Look!" said Mia. The sun rose. Who is there? "Wow," she said.')).toEqual([
      '"Look!" said Mia.', 'The sun rose.', 'Who is there?', '"Wow," she said.',
    ]);
  });
});

describe('fleschKincaidGrade', () => {
  it('grades simple text low and dense text high', () => {
    const simple = 'The cat sat on the mat. The dog ran to the park. It was fun.';
    const dense = 'Extraordinarily complicated considerations regarding institutional responsibilities necessitate comprehensive evaluation.';
    expect(fleschKincaidGrade(simple)).toBeLessThan(1);
    expect(fleschKincaidGrade(dense)).toBeGreaterThan(15);
  });

  it('matches the formula on a hand-counted example', () => {
    // 2 sentences, 10 words, 12 syllables (lit-tle, pup-py; "Mia" is short enough to count as one).
    expect(fleschKincaidGrade('The little dog ran home. Mia smiled at the puppy.')).toBeCloseTo(0.39 * 5 + 11.8 * 1.2 - 15.59, 5);
  });

  it('counts familiar words such as character names as one syllable', () => {
    const text = 'Amelia ran. Amelia hid. Amelia laughed.';
    expect(fleschKincaidGrade(text, { familiarWords: ['Amelia'] })).toBeLessThan(fleschKincaidGrade(text));
  });

  it('is 0 for text without words', () => {
    expect(fleschKincaidGrade('')).toBe(0);
    expect(fleschKincaidGrade('...')).toBe(0);
  });
});
