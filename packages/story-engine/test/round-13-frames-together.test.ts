import { describe, expect, it } from 'vitest';
import { readTheme } from '../src/understand/read-theme';
import { writeIdea, writeStory } from '../src/index';

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

describe("read 24's mechanisms", () => {
  it('keeps the new baby for a baby of the family, not a baby goat or a big brother who is already there', () => {
    expect(kindOf('a new baby goat at the farm')).not.toBe('catalogue new-baby');
    expect(kindOf('my big brother is always on his tablet')).not.toBe('catalogue new-baby');
    expect(kindOf('going to be a big brother')).toBe('catalogue new-baby');
    expect(kindOf('a new baby brother')).toBe('catalogue new-baby');
  });

  it('reads a parent with a new partner, moving up to year 7 and forgetting lines as their entries', () => {
    expect(kindOf('my mum has a new boyfriend')).toBe('catalogue step-family');
    expect(kindOf('moving up to year 7')).toBe('catalogue secondary-school');
    expect(kindOf('forgetting my lines in the school assembly')).toBe('catalogue school-play');
  });

  it('says news of an irregular verb in its participle ("had come", never "had came")', () => {
    const reading = readTheme('grandma came from Jamaica to live with us');
    expect(reading.kind === 'change' && reading.change.news).toBe('had come from Jamaica to live with the family');
  });

  it('has a day at a place named by its doing do that doing', () => {
    const inputs = { characters: [{ name: 'Kian', kind: 'child', pronoun: 'he', traits: [], appearance: {} }], age_group: '6-8', story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme: 'a trip to the bowling alley' } as never;
    const text = writeStory(writeIdea(inputs, 240016), inputs).map((page) => page.text).join('\n');
    expect(text).toMatch(/\bpins\b/);
  });
});

describe('a knack that needs its safety on the page, and a car that will not go', () => {
  const bookOf = (theme: string, age: '0-2' | '9-12') => {
    const inputs = { characters: [{ name: 'Sam', kind: 'child', pronoun: 'he', traits: [], appearance: {} }], age_group: age, story_length: 'short', tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
    return writeStory(writeIdea(inputs, 240023), inputs).map((page) => page.text).join('\n');
  };

  it('puts on a helmet before skateboarding, and keeps a grown-up behind a child on the stairs', () => {
    expect(bookOf('learning to skateboard', '9-12')).toMatch(/helmet/);
    expect(bookOf('learning to climb the stairs', '0-2')).toMatch(/one step behind/);
  });

  it('reads a flat tyre as the family news of a thing broken', () => {
    const reading = readTheme('our car got a flat tyre');
    expect(reading.kind === 'change' && reading.change.kind).toBe('broken');
  });
});
