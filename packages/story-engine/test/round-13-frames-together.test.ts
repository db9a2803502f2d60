import { describe, expect, it } from 'vitest';
import { readTheme } from '../src/understand/read-theme';

const kindOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? `catalogue ${reading.entry.id}` : reading.kind;
};

describe('the general frames and the twists, read together', () => {
  it('gives a plan that cannot happen to the family news, and a person who lets the hero down to the relation', () => {
    expect(kindOf("we can't go on holiday this year")).toBe('change');
    expect(kindOf('my friend forgot my birthday')).toBe('relation');
  });

  it('keeps a twist an entry tells in that entry, and declines one nothing tells whole', () => {
    expect(kindOf("granny can't come to my birthday")).toBe('catalogue birthday');
    expect(kindOf('mum is working late on bonfire night')).toBe('unplaced');
    expect(kindOf('the party got cancelled')).toBe('unplaced');
  });
});
