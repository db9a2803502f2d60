import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { ROUND_15_YOUNG_KITS } from '../src/world/catalogue/round-15-young-entries';

/** Round 15's little ones' days nothing read (`world/catalogue/round-15-young-entries.ts`). */
const entryOf = (typed: string) => {
  const reading = readTheme(typed);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};
const book = (theme: string, age: '0-2' | '3-5', cast: { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' }[]) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'medium', tone: 'gentle', theme });
  const idea = writeIdea(inputs, 1740501);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
};

describe('round 15: the little ones\' days', () => {
  it('reads each day as parents type it, as its own entry', () => {
    expect(entryOf('got lost at the zoo')).toBe('got-lost');
    expect(entryOf('lost in the shop')).toBe('got-lost');
    expect(entryOf('getting lost at the supermarket')).toBe('got-lost');
    expect(entryOf('losing mum in the supermarket')).toBe('got-lost');
    expect(entryOf('a wasp in the kitchen')).toBe('buzzing-indoors');
    expect(entryOf('a mouse in the house')).toBe('buzzing-indoors');
    expect(entryOf('teddy got torn')).toBe('toy-mended');
    expect(entryOf('the delivery man brought a big box')).toBe('parcel');
    expect(entryOf('daddy shaved off his beard')).toBe('new-look');
    expect(entryOf('nursery photo day')).toBe('photo-day');
    expect(entryOf('the ice cream van came down our street')).toBe('ice-cream-van');
    expect(entryOf('the window cleaner')).toBe('window-cleaner');
    expect(entryOf('the plumber came to fix the boiler')).toBe('fixer-visit');
    expect(entryOf('an electrician came to fix the lights')).toBe('fixer-visit');
    expect(entryOf('the leaves are falling')).toBe('autumn-leaves');
    expect(entryOf('the big snow')).toBe('snow-day');
    expect(entryOf('her friend bit her at nursery')).toBe('bitten-at-nursery');
    expect(entryOf('nail biting')).not.toBe('bitten-at-nursery');
    expect(entryOf('the first day of spring')).toBe('signs-of-spring');
    expect(entryOf('the bus driver let him ring the bell')).toBe('bus-ride');
    expect(entryOf('a trip to the hot spring')).not.toBe('signs-of-spring');
  });

  it('lists every entry among the built-in themes', () => {
    const listed = new Set(BUILT_IN_THEMES.map((theme) => theme.id));
    for (const kit of ROUND_15_YOUNG_KITS) expect(listed.has(kit.entry.id)).toBe(true);
  });

  it('sends no grown-up along with a child lost from one: a friend is beside them, and the lost grown-up comes back', () => {
    const { idea, text } = book('he got lost in the supermarket', '3-5', [{ name: 'Leo', kind: 'child', pronoun: 'he' }]);
    expect(idea.plot).toBe('theme:got-lost');
    expect(text).not.toMatch(/\b(?:Dad|Mum) (?:was there with him|was close by|stayed close)\b/);
    expect(text).toMatch(/told the lady with the badge/);
    expect(text).toMatch(/Mum came hurrying/);
  });

  it('mends the soft toy the theme names, in a variant of its own for an eye', () => {
    const { text } = book('bunny lost her eye', '0-2', [{ name: 'Poppy', kind: 'child', pronoun: 'she' }]);
    expect(text).toMatch(/Bunny's eye had come off/);
    expect(text).not.toMatch(/\bTeddy\b|stuffing/);
  });

  it('tells dyed hair with no beard in it', () => {
    const { text } = book('mummy dyed her hair purple', '3-5', [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: 'Mummy', kind: 'grown-up', pronoun: 'she' }]);
    expect(text).toMatch(/new hair/);
    expect(text).not.toMatch(/beard|chin|scratchy|foam/);
  });

  it('tells a sleepover the hero hosts at home, with nobody dropping the hero off', () => {
    const { idea, text } = book('my cousin is staying over at ours', '3-5', [{ name: 'Amara', kind: 'child', pronoun: 'she' }]);
    expect(idea.plot).toBe('theme:sleepover');
    expect(text).toMatch(/coming for a sleepover at Amara's house|was coming for a sleepover/);
    // The guest is collected at the end; the hero (Amara, she) packs nothing and is collected by nobody.
    expect(text).not.toMatch(/packed her toothbrush|came to collect her\b/);
  });

  it('tells climbing out of the cot as the new trick that brings the big bed', () => {
    const { idea, text } = book('climbing out of the cot', '0-2', [{ name: 'Felix', kind: 'child', pronoun: 'he' }]);
    expect(idea.plot).toBe('theme:own-bed');
    expect(text).toMatch(/out of the cot/);
    expect(text).toMatch(/[Ff]eet first/);
  });

  it('tells a balloon that pops as a pop, not one that floats away', () => {
    const { idea, text } = book('her balloon popped', '0-2', [{ name: 'Elsie', kind: 'child', pronoun: 'she' }]);
    expect(idea.plot).toBe('theme:lost-balloon');
    expect(text).toMatch(/popped/);
    expect(text).not.toMatch(/floated|smaller and smaller/);
  });
});
