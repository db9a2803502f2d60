import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { castFromCharacter } from '../src/cast/cast-member';
import { writeIdea, writeStory } from '../src/index';
import { sharedParts } from '../src/plots/cast-parts';
import { referAcrossPages } from '../src/story/refer-to-cast';
import { castWithoutPart, grownUpTooLoud, namelessGrownUp, sharedPronounNameRate } from './fresh/company-detectors';

/** Round 12: everyone the parent put in the story has a part of their own, and grown-ups act like grown-ups where they are. */

const child = (name: string, pronoun: 'she' | 'he', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const grownUp = (name: string, pronoun: 'she' | 'he'): Character => ({ name, kind: 'grown-up', pronoun, appearance: {}, traits: [] });
const inputs = (theme: string, characters: Character[], age: StoryInputs['age_group'], length: StoryInputs['story_length'] = 'short') =>
  storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
const bookOf = (given: StoryInputs, seed: number) => ({ theme: given.theme!, age: given.age_group, pages: writeStory(writeIdea(given, seed), given) });
const castOf = (given: StoryInputs) => given.characters.map(({ name, kind, pronoun }) => ({ name, kind, pronoun }));
const SEEDS = [1];

describe('everyone in the cast has a part', () => {
  it('a big sister at Christmas Eve does something of her own, at three to five and at six to eight', () => {
    for (const age of ['3-5', '6-8'] as const) {
      const given = inputs('Christmas Eve', [child('Max', 'he'), child('Lily', 'she', ['his big sister'])], age, age === '3-5' ? 'short' : 'medium');
      for (const seed of SEEDS) expect(castWithoutPart(bookOf(given, seed), castOf(given)), `${age} seed ${seed}`).toEqual([]);
    }
  });

  it('a second grown-up (Grandma beside Mum at Ramadan) is not only "there as well"', () => {
    const given = inputs('Ramadan', [child('Mateo', 'he'), grownUp('Mum', 'she'), grownUp('Grandma', 'she')], '3-5');
    for (const seed of SEEDS) expect(castWithoutPart(bookOf(given, seed), castOf(given)), `seed ${seed}`).toEqual([]);
  });

  it('an uncle and a pet in the middle of the list have parts, and a grandparent tells how it was', () => {
    const given = inputs('trying broccoli', [child('Rumi', 'he'), grownUp('Uncle Raj', 'he'), { name: 'Pickles', kind: 'animal', species: 'bear', pronoun: 'he', appearance: {}, traits: [] }, grownUp('Grandpa', 'he')], '6-8', 'medium');
    for (const seed of SEEDS) expect(castWithoutPart(bookOf(given, seed), castOf(given)), `seed ${seed}`).toEqual([]);
  });
});

describe('grown-ups act like grown-ups', () => {
  it('on a hospital visit no grown-up laughs the loudest', () => {
    const given = inputs('visiting grandma in hospital', [child('Ava', 'she'), child('Noor', 'she'), grownUp('Dad', 'he')], '3-5', 'medium');
    for (const seed of SEEDS) expect(grownUpTooLoud(bookOf(given, seed), castOf(given)), `seed ${seed}`).toEqual([]);
  });

  it('breaking the fast is not something going wrong: nobody sighs "Oh no" at it', () => {
    const given = inputs('Ramadan', [child('Xiao', 'she'), child('Linh', 'he'), grownUp('Mum', 'she')], '0-2');
    for (const seed of SEEDS) {
      const page = bookOf(given, seed).pages.find((candidate) => /broke the fast/.test(candidate.text));
      if (page) expect(page.text, `seed ${seed}`).not.toMatch(/"(?:Oh no|Uh-oh|Oh dear|Never mind),/);
    }
  });

  it("a parent is met as the hero's company without 'came along with', as always", () => {
    const given = inputs('a trip to the beach', [child('Rohan', 'he'), grownUp('Dad', 'he')], '6-8', 'medium');
    for (const seed of [1, 2, 3]) expect(bookOf(given, seed).pages.map((page) => page.text).join(' '), `seed ${seed}`).not.toMatch(/came along with/);
  });

  it('a big sister is "her big sister" where the name would be said again beside another "she"', () => {
    const mia = castFromCharacter(child('Mia', 'she'));
    const lily = { ...castFromCharacter(child('Lily', 'she')), facts: ["Lily was Mia's big sister."] };
    const [page] = referAcrossPages([['Mia ran.', 'Lily laughed.', 'Mia smiled.', 'Lily waved.']], [mia, lily], { useKinds: false, carryAcrossPages: false }, { company: [mia, lily], isDistinctive: () => true });
    expect(page).toEqual(['Mia ran.', 'Lily laughed.', 'Mia smiled.', 'Her big sister waved.']);
  });
});

describe('parts on one page', () => {
  it('two who do the same thing do it together', () => {
    const robot = (name: string) => castFromCharacter({ name, kind: 'creature', species: 'robot', pronoun: 'she', appearance: {}, traits: [] });
    const [toffee, fluff] = [robot('Toffee'), robot('Sir Fluffington')];
    expect(sharedParts([{ member: toffee, line: 'Toffee beeped softly, to say she was there.' }, { member: fluff, line: 'Sir Fluffington beeped softly, to say she was there.' }])).toEqual(['Toffee beeped softly, to say she was there, and so did Sir Fluffington.']);
    expect(sharedParts([{ member: toffee, line: 'Toffee beeped.' }, { member: fluff, line: 'Sir Fluffington stayed close.' }])).toEqual(['Toffee beeped.', 'Sir Fluffington stayed close.']);
  });

  it('a part that does not open with the name is kept whole, never cut at the name\'s length (round 12c: "Leot you can\'t")', () => {
    const leo = castFromCharacter(child('Leo', 'he'));
    const maya = castFromCharacter(child('Maya', 'she'));
    const bet = '"Bet you can\'t," said Leo. Then he helped anyway.';
    expect(sharedParts([{ member: leo, line: bet }])).toEqual([bet]);
    expect(sharedParts([{ member: maya, line: 'Maya stayed close.' }, { member: leo, line: bet }])).toEqual(['Maya stayed close.', bet]);
  });
});

describe('cast detectors (test/fresh/company-detectors.ts)', () => {
  const cast = [{ name: 'Max', kind: 'child', pronoun: 'he' }, { name: 'Lily', kind: 'child', pronoun: 'she' }, { name: 'Sparky', kind: 'animal', pronoun: 'he', species: 'fox' }];
  it('find a member only said to be there, and not one who does something (by name or as "the fox")', () => {
    const book = { theme: 'Christmas Eve', age: '3-5' as const, pages: [{ text: 'Max hung his stocking.' }, { text: "Lily was Max's big sister. Sparky the fox came too." }, { text: 'The fox sniffed the mince pie.' }] };
    expect(castWithoutPart(book, cast).map((found) => found.detail)).toEqual(["Lily (child): Lily was Max's big sister."]);
    expect(castWithoutPart({ ...book, pages: [...book.pages, { text: '"Wow, Max!" said Lily.' }] }, cast)).toHaveLength(1);
    expect(castWithoutPart({ ...book, pages: [...book.pages, { text: 'Lily tied the bow.' }] }, cast)).toEqual([]);
  });

  it('find a nameless grown-up acting, and a grown-up loudest on a ward, but not advice or a birthday', () => {
    expect(namelessGrownUp({ theme: 'baking', age: '3-5', pages: [{ text: 'A grown-up checked it twice.' }] })).toHaveLength(1);
    expect(namelessGrownUp({ theme: 'bullying', age: '6-8', pages: [{ text: 'She told a grown-up she trusted.' }] })).toEqual([]);
    const ward = { theme: 'grandma in hospital', age: '3-5' as const, pages: [{ text: 'Dad laughed the loudest of all.' }] };
    expect(grownUpTooLoud(ward, [{ name: 'Dad', kind: 'grown-up', pronoun: 'he' }])).toHaveLength(1);
    expect(grownUpTooLoud({ ...ward, theme: 'a birthday' }, [{ name: 'Dad', kind: 'grown-up', pronoun: 'he' }])).toEqual([]);
  });

  it('count the names of two who share a pronoun per 100 words, and nothing when none share one', () => {
    const book = { theme: 'x', age: '3-5' as const, pages: [{ text: 'Mia ran and Lily ran and Mia sat and they all sat down now.' }] };
    expect(sharedPronounNameRate(book, [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Lily', kind: 'child', pronoun: 'she' }])).toBeCloseTo(300 / 14);
    expect(sharedPronounNameRate(book, [{ name: 'Mia', kind: 'child', pronoun: 'she' }, { name: 'Lily', kind: 'child', pronoun: 'he' }])).toBeUndefined();
  });
});
