import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { Character, StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';
import { causeIn, withCause } from '../src/world/catalogue/fundraising-cause';
import { castFromCharacter } from '../src/cast/cast-member';
import { withParentMet } from '../src/story/parent-met';
import { comicBeatsFor } from '../src/world/comic/comic-beats';

/** Round 13: slips a parent hears reading aloud, left by round 12's held-out reads, each met by its mechanism. */

const child = (name: string, pronoun: 'she' | 'he' = 'she', traits: string[] = []): Character => ({ name, kind: 'child', pronoun, appearance: {}, traits });
const inputs = (theme: string, characters: Character[], age: StoryInputs['age_group'], length: StoryInputs['story_length']) =>
  storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme });
const pagesOf = (given: StoryInputs, seed = 1) => writeStory(writeIdea(given, seed), given).map((page) => page.text);

const ASKS_IF_IT_WORKED = /Would it work this time\?|Would this be the go that worked\?|hardly daring to look/;

describe('a held breath before the page turn', () => {
  // Fresh read 1360001: "When the lights went out, the spare room looked different. Would this be the go that worked?"
  it('asks whether it worked only after a go: the lights going out is no try', () => {
    for (const seed of [2, 3]) {
      const dark = pagesOf(inputs('sleepover at grandmas', [child('Keanu', 'he')], '6-8', 'long'), seed).find((text) => /spare room looked different|the room looked odd/.test(text));
      expect(dark).toBeDefined();
      expect(dark).not.toMatch(ASKS_IF_IT_WORKED);
    }
  });
});

describe('a fundraiser for the cause the parent named', () => {
  it('reads the cause from the theme, with a usual cause when none is named', () => {
    expect(causeIn('raising money for the hospital', 'Ava')).toMatchObject({ name: 'the hospital', given: 'took the money to the hospital in a jar' });
    expect(causeIn('a cake sale for the school library', 'Ava')).toMatchObject({ name: 'the school library', picture: 'a drawing of a shelf of new books' });
    expect(causeIn('fundraising for Ukraine', 'Ava')).toMatchObject({ name: 'Ukraine', given: 'sent the money off for Ukraine' });
    expect(causeIn('bake sale for food bank', 'Ava').name).toBe('the food bank');
    // "a charity run" names the way the money is raised, not what it is for.
    expect(['the animal shelter', "the children's hospital", 'the food bank']).toContain(causeIn('running for a charity run', 'Ava').name);
    expect(withCause('A poster: "Bake Sale for {Cause}"', 'raising money for the school library', 'Ava')).toBe('A poster: "Bake Sale for the School Library"');
  });

  it('tells the hospital\'s fundraiser as the hospital\'s, and a sale for the library is the fundraiser, not a library card', () => {
    const hospital = pagesOf(inputs('raising money for the hospital', [child('Ava')], '6-8', 'medium'), 3).join(' ');
    expect(hospital).toMatch(/money for the hospital/);
    expect(hospital).not.toMatch(/shelter|dogs?\b/);
    expect(catalogueThemeIn('a cake sale for the school library')?.id).toBe('fundraising');
    expect(catalogueThemeIn('a bake sale for the food bank')?.id).toBe('fundraising');
    expect(catalogueThemeIn('a cake sale for my birthday')?.id).not.toBe('fundraising');
  });
});

describe('a babysitting day', () => {
  // Round 12's books: "Mum gave Ava's hand a squeeze", "'Again?' said Dad" while the entry had the grown-up working upstairs.
  it('keeps the grown-up upstairs: the little one is the company, and the hint comes down the stairs', () => {
    const dad: Character = { name: 'Dad', kind: 'grown-up', pronoun: 'he', appearance: {}, traits: [] };
    const pages = pagesOf(inputs('babysitting my little sister', [child('Ava'), dad], '9-12', 'long'), 4);
    const beside = pages.filter((text) => /\bDad\b/.test(text) && !/upstairs|up the stairs|down the stairs|came down|went up|worked/.test(text));
    expect(beside).toEqual([]);
    expect(pages.join(' ')).toMatch(/Dad called down the stairs/);
    // The torch given up to the little one is not then the hero's (the 9-12 subplot's cost): "never did get the torch … got the torch".
    expect(pages.join(' ')).not.toMatch(/never did get the torch that day|Ava got the torch/);
    const mia = pagesOf(inputs('first time babysitting', [child('Leo', 'he'), child('Mia', 'she', ['little sister'])], '6-8', 'medium'), 5);
    expect(mia[0]).toMatch(/his little sister, Mia/);
  });
});

describe('a parent the cast does not have', () => {
  const cast = (names: string[]) => ({ cast: names.map((name) => castFromCharacter(child(name))), stayedHome: [] });
  // Fresh read 1360101: "Dad read one story and sang one song." on page 3 of a book whose cast is three children.
  it('is met on the first page before acting on a later one, and a parent only spoken of is no one to meet', () => {
    const pages = [{ sentences: ['Oliver had a big bed now.'], roles: ['own' as const] }, { sentences: ['Dad read one story.'], roles: ['own' as const] }];
    expect(withParentMet(pages, cast(['Oliver', 'Mai']))[0]!.sentences).toEqual(['Oliver had a big bed now.', expect.stringMatching(/^Dad was (?:there|close|with)/)]);
    const quoted = [pages[0]!, { sentences: ['"Mum always lets me," said Sam.'], roles: ['own' as const] }];
    expect(withParentMet(quoted, cast(['Oliver']))[0]!.sentences).toEqual(['Oliver had a big bed now.']);
    expect(withParentMet(pages, { ...cast(['Oliver']), upstairs: [castFromCharacter(child('Dad', 'he'))] })[0]!.sentences).toEqual(['Oliver had a big bed now.']);
  });

  it('in a whole book: "Dad was there too." on the first page of the big bed for three children', () => {
    const pages = pagesOf(inputs('moving to a big bed', [child('Oliver', 'he'), child('Mai'), child('Jordan')], '0-2', 'medium'), 1360120);
    const later = pages.slice(1).some((text) => /\bDad\b/.test(text.replace(/"[^"]*"/g, ' ')));
    if (later) expect(pages[0]).toMatch(/\bDad\b/);
    const mum = pages.slice(1).some((text) => /\bMum\b/.test(text.replace(/"[^"]*"/g, ' ')));
    if (mum) expect(pages[0]).toMatch(/\bMum\b/);
    expect(later || mum).toBe(true);
  });
});

describe('the parent\'s own creatures on a real day for a little listener', () => {
  const sparky: Character = { name: 'Sparky', kind: 'creature', species: 'dragon', pronoun: 'he', appearance: {}, traits: [] };
  const rusty: Character = { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] };
  const SPOKEN = /(?:said|asked|whispered|called|laughed) (?:Sparky|Rusty)\b|\b(?:Sparky|Rusty) (?:said|asked|whispered)\b|it's only a joke|talking about it|talked about every bit/;
  // Round 12's held-out reads: a dragon whispering the dentist's hint, a fox telling a knock-knock joke at a potty book.
  it('a dragon and a fox act like themselves and never talk, at the dentist or on the potty', () => {
    for (const [theme, age] of [['going to the dentist', '3-5'], ['potty training', '0-2']] as const) {
      const text = pagesOf(inputs(theme, [child('Mia'), sparky, rusty], age, 'long'), 2).join(' ');
      expect(text).not.toMatch(SPOKEN);
    }
  });

  // Fresh read 1360510: "Nobody expected Pickles to say anything; she hardly ever did. Pickles purred, just once. It was an odd thing to say".
  it('a cat is not framed as the quiet one who found the words', () => {
    const pickles: Character = { name: 'Pickles', kind: 'animal', species: 'cat', pronoun: 'she', appearance: {}, traits: [] };
    const owl: Character = { name: 'Pepper', kind: 'animal', species: 'owl', pronoun: 'he', appearance: {}, traits: [] };
    const text = pagesOf(inputs('moving to a new house', [child('Teddy', 'he'), owl, pickles], '9-12', 'medium'), 1360510).join(' ');
    expect(text).not.toMatch(/Pickles to say anything|found the words|an odd thing to say/);
  });
});

describe('a comic beat for a pal who does not talk', () => {
  // Fresh read 1360501: "The dog got his sleeve stuck, wriggled and wriggled."
  it('is one a dog can do: no sleeve', () => {
    expect(comicBeatsFor('activity', false).map((beat) => beat.line).join(' ')).not.toMatch(/sleeve/);
  });
});
