import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readOccasion } from '../src/understand/read-occasion';
import { readTheme } from '../src/understand/read-theme';

/** Round 13: an occasion is told where the parent put it, with who truly comes along. */
const told = (theme: string, age: '3-5' | '6-8' = '6-8', story_length: 'short' | 'medium' | 'long' = 'medium') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: age, story_length, theme });
  return writeStory(writeIdea(inputs, 13), inputs).map((page) => page.text);
};

describe('occasions at a place', () => {
  it('reads the occasion, its place, its host and whether the grown-up stays', () => {
    expect(readOccasion('a birthday party at the zoo')).toMatchObject({ name: 'the birthday party', place: 'the zoo', dropOff: true });
    expect(readOccasion("my cousin's christening")).toMatchObject({ head: 'christening', host: '{his} cousin', dropOff: false });
    expect(readOccasion('a family reunion at the beach')).toMatchObject({ place: 'the beach', dropOff: false });
    // An occasion with no place or host is left to what tells it already; a festival is no occasion of this list.
    expect(readOccasion('a school disco')).toBeUndefined();
    expect(readOccasion('Diwali at the temple')).toBeUndefined();
    expect(readTheme('a birthday party at the zoo').kind).toBe('day');
    expect(readTheme('Diwali at the temple').kind).toBe('catalogue');
    // An everyday outing the catalogue tells is its own, at any place; a place alone is not the occasion's entry.
    expect(readTheme('a picnic on the beach')).toMatchObject({ kind: 'catalogue', entry: { id: 'picnic' } });
    expect(readTheme('a naming day at the park').kind).toBe('day');
  });

  it('tells the party at the zoo there, with the zoo\'s own sights, and the grown-up only at the door', () => {
    const pages = told('a birthday party at the zoo');
    expect(pages.filter((text) => /\bzoo\b/.test(text)).length).toBeGreaterThanOrEqual(3);
    expect(pages.join(' ')).toMatch(/penguins/);
    expect(pages.join(' ')).toMatch(/Mum would drop Maya off, and come back at home time\./);
    expect(pages.join(' ')).not.toMatch(/Mum was there with her|Mum came too/);
  });

  it('holds a barbecue at the host\'s house, who opens the door; a christening is its own entry (round 16), with the candle', () => {
    expect(told("my cousin's christening").join(' ')).toMatch(/candle/);
    const barbecue = told("my uncle's barbecue").join(' ');
    expect(barbecue).toMatch(/Her uncle opened the door, and there were so many people inside/);
    expect(barbecue).toMatch(/sausages sizzled/);
  });

  it('has the family all day at a family occasion', () => {
    const text = told('a family reunion at the beach').join(' ');
    expect(text).toMatch(/reunion at the beach/);
    expect(text).not.toMatch(/drop Maya off/);
  });

  it('leaves the hero at a sleepover: the parent drops off and comes back in the morning', () => {
    const text = told('a sleepover at my friend\'s house').join(' ');
    expect(text).toMatch(/Mum would drop Maya off, and come back in the morning\./);
    expect(text).not.toMatch(/Mum came too|Mum was there with her/);
  });

  it('says where a festival is kept this year', () => {
    const diwali = told('Diwali at the temple', '3-5', 'short');
    expect(diwali[0]).toMatch(/would celebrate at the temple\./);
    expect(diwali.at(-1)).toMatch(/came home from the temple/);
    expect(told('Hanukkah with the neighbours', '3-5', 'short')[0]).toMatch(/would celebrate with the neighbours\./);
    // A festival at grandma's is her house's (`story/kin-house.ts`), never "would celebrate at grandma's house".
    expect(told("Christmas at grandma's house", '3-5', 'short').join(' ')).not.toMatch(/would celebrate at/);
  });

  it('never calls the worst try back after the win', () => {
    for (const theme of ['Christmas', 'learning to swim', 'a new baby sister']) expect(told(theme, '6-8', 'long').join(' ')).not.toMatch(/thought of the time[^.]*, and smiled/);
  });
});

describe('who drops the hero off', () => {
  it('is the family but the host', async () => {
    const { droppingOff } = await import('../src/cast/drop-off');
    const cast = storyInputsSchema.parse({ characters: [{ name: 'Grandma', kind: 'grown-up' }, { name: 'Dad', kind: 'grown-up' }, { name: 'Sam', kind: 'child' }] }).characters;
    expect(droppingOff(cast, 'a sleepover at grandmas').map((member) => member.name)).toEqual(['Dad']);
    expect(droppingOff(cast, 'a sleepover').map((member) => member.name)).toEqual(['Grandma', 'Dad']);
  });
});

describe('a little one at a party', () => {
  it('has the family grown-up staying all through: no toddler is dropped off', () => {
    const text = told('a birthday party at the zoo', '3-5').join(' ');
    expect(text).not.toMatch(/drop Maya off|dropped Maya off/);
    expect(text).toMatch(/stayed close to Mum/);
  });
});
