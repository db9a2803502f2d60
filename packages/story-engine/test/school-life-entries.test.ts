import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { catalogueThemeIn } from '../src/world/catalogue';
import { storyText } from './story-text';

/** Round 15's 6-12 shapes that a stock plot or a primary's first day told before: each named by its own entry. */
const NAMED: ReadonlyArray<readonly [typed: string, id: string]> = [
  ['starting secondary school in september', 'secondary-school'],
  ['the school disco', 'school-disco'],
  ['school photo day', 'school-photo'],
  ['we had a supply teacher today', 'supply-teacher'],
  ['parents evening', 'parents-evening'],
  ['standing for the school council vote', 'school-council'],
  ['year 6 leavers assembly', 'leavers'],
  ['a fallout in the class group chat', 'group-chat'],
  ['going to brownies for the first time', 'scouting'],
  ['being home alone for the first time', 'home-alone'],
  ['the cost of living and mum saying we cant afford it', 'money-tight'],
  ['a book report due tomorrow', 'homework'],
  ['non uniform day', 'non-uniform-day'],
  ['getting her period for the first time', 'growing-up'],
  ['his first camp with scouts', 'scouting'],
];

/** Reader fixes: a vote lost is no thing mislaid, a worry the feeling's own words name, a teaching or a job lost said without "is", "up to year 7" no place. */
const READ: ReadonlyArray<readonly [typed: string, id: string]> = [
  ['lost the school council vote', 'school-council'],
  ['worried about doing her SATs', 'test-worry'],
  ['grandad teaching him to fish', 'fishing'],
  ['moving up to year 7 and getting the bus on her own', 'secondary-school'],
  // An entry the occasion's full name names keeps it; one its head alone names does not.
  ['the christmas disco at school', 'school-disco'],
  // Getting lost in a big new school is the school's own middle, never declined as a child lost.
  ['first week at high school and she keeps getting lost', 'secondary-school'],
  // A job lost said with no "is" is the family's news (the change frame), never a lost thing searched for.
  ['mum losing her job', 'change'],
];

const book = (theme: string, age: AgeGroup) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Ava', kind: 'child', pronoun: 'she' }, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }], age_group: age, story_length: 'short', tone: 'gentle', theme });
  const idea = writeIdea(inputs, 1750777);
  return { plot: idea.plot, text: storyText(writeStory(idea, inputs)) };
};

describe("round 15's school-life and growing-up entries", () => {
  it('name each typed shape by its own entry, offered to parents', () => {
    for (const [typed, id] of NAMED) {
      expect(catalogueThemeIn(typed)?.id, typed).toBe(id);
      expect(BUILT_IN_THEMES.some((theme) => theme.id === id), id).toBe(true);
    }
  });

  it('leave what is not theirs: a village hall disco, a dance show, homework beside a brother, growing up alone', () => {
    expect(catalogueThemeIn('a halloween disco at the village hall')?.id).not.toBe('school-disco');
    expect(catalogueThemeIn('the school dance show')?.id).toBe('dance-show');
    expect(catalogueThemeIn('my brother is autistic and homework is hard')?.id).toBe('sibling-autism');
    expect(catalogueThemeIn('growing up')).toBeUndefined();
  });

  it('read the shapes a reader fix reaches as their entry', () => {
    for (const [typed, id] of READ) {
      const reading = readTheme(typed);
      expect(reading.kind === 'catalogue' ? reading.entry.id : reading.kind, typed).toBe(id);
    }
  });

  it("tell secondary school's own day, not a primary's pegs", () => {
    const { plot, text } = book('starting secondary school', '9-12');
    expect(plot).toBe('theme:secondary-school');
    expect(text).toMatch(/timetable/);
    expect(text).not.toMatch(/\bpeg\b/);
  });

  it('tell Beavers as Beavers, and Brownies as Brownies', () => {
    expect(book('he is going to beavers for the first time', '6-8').text).not.toMatch(/\bCubs\b|Akela/);
    expect(book('going to brownies', '6-8').text).toMatch(/Brown Owl/);
  });
});
