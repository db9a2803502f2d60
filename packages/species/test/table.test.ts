import { describe, expect, it } from 'vitest';
import { SPECIES, SETTINGS } from '@studio/contracts/stories';
import { SPECIES_IDS, SPECIES_TABLE, isSpeciesId, pluralOf, speciesNamedIn } from '../src';

describe('the species table', () => {
  it('lists at least 30 kinds, each keyed by its own noun', () => {
    expect(SPECIES_IDS.length).toBeGreaterThanOrEqual(30);
    for (const id of SPECIES_IDS) expect(SPECIES_TABLE[id].noun).toBe(id);
  });

  it('has every species a parent can choose, each drawn by its own figure', () => {
    for (const species of SPECIES) {
      expect(isSpeciesId(species)).toBe(true);
      expect(SPECIES_TABLE[species].figure.body).toBe('bespoke');
    }
    const bespoke = SPECIES_IDS.filter((id) => SPECIES_TABLE[id].figure.body === 'bespoke');
    expect(bespoke.sort()).toEqual([...SPECIES].sort());
  });

  it('gives every kind a place to live among the settings, a colour and a sound', () => {
    for (const id of SPECIES_IDS) {
      const entry = SPECIES_TABLE[id];
      expect(entry.lives.length).toBeGreaterThan(0);
      for (const place of entry.lives) expect(SETTINGS).toContain(place);
      expect(entry.figure.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(entry.says.length).toBeGreaterThan(2);
    }
  });

  it('names more than one with their own plural', () => {
    expect(pluralOf(SPECIES_TABLE.mouse)).toBe('mice');
    expect(pluralOf(SPECIES_TABLE.hedgehog)).toBe('hedgehogs');
    expect(pluralOf(SPECIES_TABLE['white goose'])).toBe('white geese');
  });
});

describe('speciesNamedIn', () => {
  it('finds the kinds a text names, plurals and two-word kinds too, in order', () => {
    expect(speciesNamedIn('A hedgehog and two seal pups met the mice by the space whale.')).toEqual(['hedgehog', 'seal pup', 'mouse', 'space whale']);
  });

  it('reads "the hen" as the brown hen, and a bare "mouse" as a mouse', () => {
    expect(speciesNamedIn('The hen clucked at the mouse.', 'farm')).toEqual(['brown hen', 'mouse']);
  });

  it('prefers the kind that lives in the setting for a shared last word', () => {
    expect(speciesNamedIn('The whale sang.', 'space')).toEqual(['space whale']);
  });

  it('finds nothing in a text without animals', () => {
    expect(speciesNamedIn('Mia found her red kite under the old bridge.')).toEqual([]);
  });
});
