import { describe, expect, it } from 'vitest';
import { castFromCharacter } from '../src/cast/cast-member';

const said = (trait: string) => {
  const member = castFromCharacter({ name: 'Olivia', kind: 'child', pronoun: 'she', appearance: {}, traits: [trait] });
  return { facts: member.facts, traits: member.traits };
};

describe('a trait a parent gives as one noun', () => {
  // The coordinator's held-out read (round 10): "Olivia was bookworm." and "Noah was a worrier boy."
  it('is a kind of child, with its article: "a bookworm", "a worrier", never "a worrier boy"', () => {
    expect(said('bookworm')).toEqual({ facts: ['Olivia was a bookworm.'], traits: [] });
    expect(said('worrier')).toEqual({ facts: ['Olivia was a worrier.'], traits: [] });
    expect(said('chatterbox')).toEqual({ facts: ['Olivia was a chatterbox.'], traits: [] });
  });

  it('is had when it is a condition: "had asthma", "had ADHD", never "was asthma"', () => {
    expect(said('asthma').facts).toEqual(['Olivia had asthma.']);
    expect(said('ADHD').facts).toEqual(['Olivia had ADHD.']);
    expect(said('epilepsy')).toEqual({ facts: ['Olivia had epilepsy.'], traits: [] });
  });

  it('leaves a describing word a trait: "a shy girl"', () => {
    expect(said('shy')).toEqual({ facts: [], traits: ['shy'] });
  });

  // Round 12's held-out reads: "He was a sporty." / "she was a sporty." — a word coined with -y is how a child is.
  it('reads a coined describing word as one ("sporty", "outdoorsy", "arty"), never "was a sporty"', () => {
    expect(said('sporty')).toEqual({ facts: [], traits: ['sporty'] });
    expect(said('Outdoorsy')).toEqual({ facts: [], traits: ['outdoorsy'] });
    expect(said('arty')).toEqual({ facts: [], traits: ['arty'] });
    expect(said('fairy').facts).toEqual(['Olivia was a fairy.']);
  });

  it('says a phrase led by a word of degree without an article: "was really sporty"', () => {
    expect(said('really sporty').facts).toEqual(['Olivia was really sporty.']);
    expect(said('super kind').facts).toEqual(['Olivia was super kind.']);
  });
});
