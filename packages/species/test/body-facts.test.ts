import { describe, expect, it } from 'vitest';
import { canGoAlong, canHug, coveringOf, patternFits } from '../src';

describe('what a kind is covered with and can do', () => {
  it('covers each kind with what it really has', () => {
    expect(coveringOf('cat')).toBe('fur');
    expect(coveringOf('owl')).toBe('feathers');
    expect(coveringOf('pigeon')).toBe('feathers');
    expect(coveringOf('dragon')).toBe('scales');
    expect(coveringOf('goldfish')).toBe('scales');
    expect(coveringOf('turtle')).toBe('shell');
    expect(coveringOf('robot')).toBe('metal');
    expect(coveringOf('frog')).toBe('skin');
  });

  it('keeps a pattern for the one kind whose coat has it', () => {
    expect(patternFits('cat', 'tabby')).toBe(true);
    expect(patternFits('fox', 'tabby')).toBe(false);
    expect(patternFits('fox', 'fluffy grey')).toBe(true);
  });

  it('lets a goldfish, a snail or a starfish neither hug nor go about all day', () => {
    for (const kind of ['goldfish', 'snail', 'starfish', 'moth'] as const) expect(canHug(kind)).toBe(false);
    expect(canGoAlong('goldfish', 'home')).toBe(false);
    expect(canGoAlong('snail', 'city')).toBe(false);
    expect(canGoAlong('turtle', 'under the sea')).toBe(true);
    expect(canGoAlong('turtle', 'home')).toBe(false);
    expect(canGoAlong('pigeon', 'city')).toBe(true);
    expect(canGoAlong('lamb', 'farm')).toBe(true);
    expect(canHug('bear')).toBe(true);
  });
});
