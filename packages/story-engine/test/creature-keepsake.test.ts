import { describe, expect, it } from 'vitest';
import { creatureKeepsake } from '../src/plots/creature-keepsake';

/** Round 18 (the review set read fresh): a frog's mum gave a golden crown, a castle mouse's a jewelled ring. */
describe('a rescued creature\'s thank-you', () => {
  it('is a thing of its own world, never the setting\'s crown or ring', () => {
    const castle = { id: 'castle' } as never;
    expect(creatureKeepsake({ critter: 'frog', set: castle })).toBe('smooth, shiny pebble');
    expect(creatureKeepsake({ critter: 'raven', set: castle })).toBe('soft feather from the nest');
    expect(creatureKeepsake({ critter: 'crab', set: { id: 'beach' } as never })).toBe('tiny pink shell');
  });
});
