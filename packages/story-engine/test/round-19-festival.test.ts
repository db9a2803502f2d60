import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { lessonActOf } from '../src/understand/read-lesson';
import { lessonIsPlaced } from '../src/story/build-context';
import type { CastMember } from '../src/cast/cast-member';

const inputsFor = (theme: string, age: StoryInputs['age_group'], lesson?: string): StoryInputs => ({
  characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] }],
  age_group: age, story_length: 'short', theme, ...(lesson ? { lesson } : {}), tone: 'gentle', art_style: 'watercolor', language: 'en',
});

const book = (theme: string, age: StoryInputs['age_group'], seed: number, lesson?: string) => {
  const inputs = inputsFor(theme, age, lesson);
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
};

const entryOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};

describe('a festival named beside a doing is the festival, the doing its custom (held-out read 44)', () => {
  it('reads the festival over a love of dancing, singing, painting or baking, wherever it is said', () => {
    expect(entryOf('the dragon dance at Chinese New Year')).toBe('lunar-new-year');
    expect(entryOf('dancing at Diwali with my cousins')).toBe('diwali');
    expect(entryOf('singing carols at Christmas')).toBe('christmas');
    expect(entryOf('carol singing with grandma')).toBe('christmas');
    expect(entryOf('painting eggs for Easter')).toBe('easter');
    expect(entryOf('bhangra dancing at Vaisakhi')).toBe('vaisakhi');
    expect(entryOf('baking hamantaschen for Purim')).toBe('purim');
    expect(entryOf('dancing at the wedding')).toBe('wedding');
  });

  it('reads the festival over an activity or event only when the doing is its own custom', () => {
    expect(entryOf('the lantern parade at Mid-Autumn')).toBe('mid-autumn');
    expect(entryOf('the Vaisakhi parade')).toBe('vaisakhi');
    // A parade a festival has no custom of, a show gone to and a school play stay theirs.
    expect(entryOf('a trip to the zoo at Easter')).toBe('zoo');
    expect(entryOf('going to see the Christmas panto')).toBe('going-to-a-show');
    expect(entryOf('the nativity play')).toBe('school-play');
    expect(book('a Christmas play', '6-8', 1901309).text).toMatch(/nativity/);
    // A love of dancing with no festival is still the love.
    expect(entryOf('ballet lessons')).toBe('ballet');
  });

  it('tells the custom on the first page, with the festival never a place far from home', () => {
    const dragon = book('the dragon dance at Chinese New Year', '3-5', 1901301);
    expect(dragon.idea.plot).toBe('theme:lunar-new-year');
    expect(dragon.text).toMatch(/dragon dance was coming down the street/);
    expect(dragon.text).not.toMatch(/\blion\b|\btwirl/);
    const diwali = book('dancing at Diwali', '6-8', 1901302);
    expect(diwali.idea.plot).toBe('theme:diwali');
    expect(diwali.text).not.toMatch(/a long way from home|in Diwali\b/);
    const carols = book('going carol singing at Christmas with Grandad', '0-2', 1901303);
    expect(carols.text).toMatch(/singing carols/);
    // The festival's own name is no place it is kept at, and drums are no company it is kept with.
    expect(book('dancing at the wedding', '6-8', 1901306).text).not.toMatch(/celebrate at the wedding/);
    expect(book('the Holi dancing with the drums', '3-5', 1901307).text).not.toMatch(/celebrate with the drums/);
    expect(book('Diwali with my cousins', '3-5', 1901308).text).toMatch(/celebrate with the cousins/);
  });
});

const hero = { name: 'Mia', he: 'she', him: 'her', his: 'her', self: 'herself', was: 'was' } as unknown as CastMember;

describe('a lesson about change is acted on a theme that is a change', () => {
  it('acts "Change can be good" on a new teacher, a move or a new baby, and declines it where nothing changes', () => {
    const teacher = book('a new teacher halfway through the year', '3-5', 1901304, 'Change can be good');
    expect(teacher.idea.summary).not.toMatch(/could not act out/);
    expect(teacher.text).toMatch(/found one good thing about the change/);
    const baby = book('our new baby brother', '6-8', 1901305, 'Change can be exciting');
    expect(baby.idea.summary).not.toMatch(/could not act out/);
    expect(baby.text).toMatch(/one good thing that was new/);
    expect(lessonIsPlaced('Embrace change', { change: true })).toBe(true);
    expect(lessonIsPlaced('Change can be good', { change: false })).toBe(false);
  });

  it('tells a change or the planet as a deed, never the instruction pasted', () => {
    expect(lessonActOf('Embrace change')?.(hero)).not.toMatch(/embraced change/);
    expect(lessonActOf('Try something different')?.(hero)).toMatch(/one good thing that was new/);
    expect(lessonActOf('Look after our planet')?.(hero)).toBe('Mia saw a sweet wrapper someone had dropped, and picked it up for the bin, to look after the planet.');
    expect(lessonActOf('Look after nature')?.(hero, true)).toBe('Mia picked up a dropped wrapper for the bin.');
    // A kind word that changes someone's day is no lesson about change, and new friends are friendship's.
    expect(lessonActOf('Welcome new people')?.(hero)).toBe('This time, Mia welcomed new people.');
  });
});
