import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { faceDesignIn } from '../src/understand/read-face-design';

/** Round 16b's little ones' shapes (`world/catalogue/round-16b-young-entries.ts`): each its own entry, and words mended. */
const entryOf = (typed: string) => {
  const reading = readTheme(typed);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};
const book = (theme: string, age: '0-2' | '3-5', cast: { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' }[]) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'short', tone: 'gentle', theme });
  return writeStory(writeIdea(inputs, 1920501), inputs).map((page) => page.text).join('\n');
};

describe('round 16b: little ones\' shapes nothing read', () => {
  it('reads pond dipping, face paint, the bouncy castle, sun cream and family from far away as their own', () => {
    expect(entryOf('pond dipping with nanny')).toBe('pond-dipping');
    // At an occasion, the face painting is the party's middle, and the party the day (round 20, `game-at-occasion.ts`).
    expect(entryOf('face paint at the party')).toBe('day');
    expect(entryOf('face paint')).toBe('face-painting');
    expect(entryOf('getting her face painted like a tiger')).toBe('face-painting');
    expect(entryOf('the bouncy castle at the fair')).toBe('bouncy-castle');
    expect(entryOf('putting on sun cream at the beach')).toBe('sun-cream');
    // Cousins alone are the cousins' own visit (round 16b's older shapes), aunts and uncles the family's from far away.
    expect(entryOf('my cousins visit from Australia')).toBe('cousins-visiting');
    expect(entryOf('her auntie and uncle visiting from Canada')).toBe('family-from-far');
    // A cousin coming to stay with no far-away place is still the family's news, not a visit from abroad.
    expect(entryOf('my cousin is coming to stay')).not.toBe('family-from-far');
    // Coming to live here is the family's news, never a visit.
    expect(entryOf('grandma came from Jamaica to live with us')).toBe('change');
  });

  it('reads crossing the road as road safety, and "cross" alone as the angry feeling', () => {
    expect(entryOf('learning to cross the road safely')).toBe('walk-to-school');
    expect(entryOf('he gets so cross when he loses')).toBe('anger');
  });

  it('paints the face the theme asks for, else a tiger', () => {
    expect(faceDesignIn('her face painted like a butterfly')).toBe('butterfly');
    expect(faceDesignIn('face painting like spiderman')).toBe('superhero');
    expect(faceDesignIn('face painting')).toBe('tiger');
    const text = book('she wants her face painted like a butterfly', '3-5', [{ name: 'Hana', kind: 'child', pronoun: 'she' }]);
    expect(text).toMatch(/butterfly face/);
    expect(text).not.toMatch(/\{|tiger face/i);
  });

  it('tells the family from far away by the word the theme gives them, with no words of one country', () => {
    const text = book('my uncle is visiting from India', '3-5', [{ name: 'Kabir', kind: 'child', pronoun: 'he' }]);
    expect(text).toMatch(/Uncle/);
    expect(text).toMatch(/plane|airport/);
    expect(text).not.toMatch(/\{|cookies|sweaters/);
  });

  it('reads a care home, the smoke alarm, a traffic jam, a trampoline and tumble tots as their own days', () => {
    expect(entryOf('visiting great granny in her care home')).toBe('care-home-visit');
    expect(entryOf('the smoke alarm went off when mummy burnt the toast')).toBe('smoke-alarm');
    expect(entryOf("stuck in a traffic jam on the way to grandma's")).toBe('traffic-jam');
    expect(entryOf('first go on a trampoline')).toBe('bouncy-castle');
    expect(entryOf('a birthday party at the trampoline park')).not.toBe('bouncy-castle');
    expect(entryOf('toddler gym class')).toBe('gymnastics');
  });

  it('tells a garden trampoline in its own things, never the bouncy castle\'s towers', () => {
    const text = book('we got a trampoline for the garden', '3-5', [{ name: 'Mia', kind: 'child', pronoun: 'she' }]);
    expect(text).toMatch(/trampoline|net/i);
    expect(text).not.toMatch(/castle|towers/);
  });

  it('brings grandparents from far away by plane, never "all the way on the train"', () => {
    expect(entryOf('grandma and grandpa visiting from Jamaica')).toBe('grandparent-visit');
    const text = book('grandma and grandpa visiting from Jamaica', '3-5', [{ name: 'Malik', kind: 'child', pronoun: 'he' }]);
    expect(text).toMatch(/airport|plane/);
    expect(text).not.toMatch(/\{|on the train/);
  });

  it('meets the one from far away at the airport, never "with him" before they land, even when the cast names them', () => {
    expect(entryOf('grandma is flying over from Nigeria')).toBe('family-from-far');
    const text = book('grandma is flying over from Nigeria', '3-5', [{ name: 'Malik', kind: 'child', pronoun: 'he' }, { name: 'Grandma', kind: 'grown-up', pronoun: 'she' }]);
    expect(text).toMatch(/Grandma came on a big plane|airport to meet Grandma/);
    expect(text).not.toMatch(/Grandma (?:was|came) (?:there )?with him/);
  });
});
