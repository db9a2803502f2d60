import { describe, expect, it } from 'vitest';
import { babyBeyondItsAge, calmerSeen, comicPages, funnierSeen, liveliness } from './fresh/wish-detectors';

const pages = (...texts: string[]) => texts.map((text) => ({ text }));

describe('wish detectors (test/fresh/wish-detectors.ts)', () => {
  it('"funnier" is seen only with two more pages to laugh at than before', () => {
    const before = pages('Mia sat in the big chair.', 'The lamp came on.', 'Mia counted the fish.', '"Oops!" giggled Mia.');
    expect(comicPages(before)).toBe(1);
    expect(funnierSeen(before, pages('Mia sat in the big chair.', 'The lamp came on. Leo gave a hiccup so loud that everyone turned round.', 'Mia counted the fish.', '"Oops!" giggled Mia.'))).toBe(false);
    expect(funnierSeen(before, pages('Mia sat in the big chair. Leo sneezed, and Mia laughed.', 'The lamp came on. Leo gave a hiccup, and Mia giggled.', 'Mia counted the fish.', '"Oops!" giggled Mia.'))).toBe(true);
  });

  it('"calmer" is seen when lively words go and calm ones come, not from what someone says', () => {
    const before = pages('What an adventure! Noor raced to the lions.', 'Noor felt bold and brave.');
    expect(liveliness(pages('"Hooray! Yay!" said Noor.'))).toBe(0);
    expect(calmerSeen(before, before)).toBe(false);
    expect(calmerSeen(before, pages('Noor walked slowly to the lions.', 'Mum snuggled close, warm and cozy.'))).toBe(true);
  });

  it('a baby who talks, leads or takes someone somewhere is beyond its age; gurgling, giggling and being carried are not', () => {
    expect(babyBeyondItsAge(pages('Ada gurgled and waved her fists. Dad carried Ada.', 'Ada giggled.', '"Night night, Ada," said Mum.'), 'Ada')).toEqual([]);
    expect(babyBeyondItsAge(pages('"I know a song," said Ada.', 'Ada takes him on a quiet night journey.', 'Ada led the way.'), 'Ada')).toHaveLength(3);
  });
});
