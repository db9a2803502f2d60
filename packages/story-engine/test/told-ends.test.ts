import { storyInputsSchema } from '@studio/contracts/stories';
import { describe, expect, it } from 'vitest';
import { writeIdea, writeStory } from '../src/index';
import { LESSONS } from '../src/world/lessons';

const kid = (name: string, pronoun: 'he' | 'she') => ({ name, kind: 'child', pronoun, traits: [] });
const mum = { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] };

/** A told book on the plane (`first-flight`, a brave theme) for the cast and band. */
function planeBook(age: '3-5' | '6-8' | '9-12', length: 'short' | 'medium' | 'long', characters: unknown[], lesson?: string) {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: length, theme: 'first time on a plane', ...(lesson ? { lesson } : {}) });
  const idea = writeIdea(inputs, 1870900);
  expect(idea.plot).toBe('theme:first-flight');
  return { idea, pages: writeStory(idea, inputs).map((page) => page.text) };
}

const bravery = LESSONS.find((lesson) => lesson.id === 'bravery')!;
const hero = { name: 'Arlo', he: 'he', him: 'him', his: 'his', self: 'himself' } as never;
const stockBrave = [bravery.statement, ...bravery.closings(hero), ...bravery.thoughts(hero)].map((line) => line.replace(/^.*?(?:knew|learned)(?: it for sure)?:? (?:that )?/i, '').replace(/[.!]$/, '').toLowerCase());
const saysStockLesson = (text: string) => stockBrave.some((line) => line.length > 12 && text.toLowerCase().includes(line));

describe("a told book's ends (round 16)", () => {
  it('ends on the theme’s own after-image, not the lesson’s stock sentence, and the idea says how this day came right', () => {
    for (const age of ['6-8', '9-12'] as const) {
      const { idea, pages } = planeBook(age, 'medium', [kid('Arlo', 'he'), mum]);
      expect(pages.at(-1)).toMatch(/whenever a plane went over/);
      expect(saysStockLesson(pages.at(-1)!)).toBe(false);
      expect(idea.summary).toMatch(/in the end the plane landed with a gentle bump/);
      expect(idea.summary).not.toMatch(/learns that being brave/);
    }
  });

  it('keeps the parent’s own lesson in their words', () => {
    const { pages } = planeBook('6-8', 'medium', [kid('Arlo', 'he'), mum], 'Trying new things is fun');
    expect(pages.at(-1)!.toLowerCase()).toContain('trying new things is fun');
  });

  it('gives a listener of three to five no lesson’s sentence: the hero’s own words of how it felt, or with a join-in refrain its own last line', () => {
    const { pages } = planeBook('3-5', 'medium', [kid('Arlo', 'he'), mum]);
    expect(pages.at(-1)).toMatch(/whenever a plane went over/);
    // Round 18: a book with a join-in refrain ("Click? Not yet.") lands on its own last line, softly, with no words by lesson.
    expect(pages.join(' ')).toContain('At last!');
    expect(pages.at(-1)).toMatch(/(?:Arlo|he) waved\.$/);
    expect(saysStockLesson(pages.at(-1)!)).toBe(false);
  });

  it('meets the grown-up along by what they do on this day, not as merely there', () => {
    const { pages } = planeBook('6-8', 'medium', [kid('Arlo', 'he'), mum]);
    const opening = pages.slice(0, 3).join(' ');
    expect(opening).toContain('Mum had the passports in a zip pocket');
    expect(opening).not.toMatch(/was there with him|was not on his own/);
  });

  it('meets a grown-up beside a child friend by what they do on this day, not as "there too"', () => {
    const { pages } = planeBook('9-12', 'short', [kid('Arlo', 'he'), kid('Jun', 'he'), mum]);
    const opening = pages.slice(0, 2).join(' ');
    expect(opening).not.toMatch(/Mum (?:was there too|was there as well|came too)\./);
    expect(opening).toContain('Mum had the passports');
  });

  it('meets a parent the cast does not have by what they do on this day', () => {
    const { pages } = planeBook('6-8', 'short', [kid('Isla', 'she'), kid('Noor', 'she')]);
    const parent = /\b(Mum|Dad)\b/.exec(pages.join(' '))?.[1];
    if (parent) {
      expect(pages[0]).not.toMatch(new RegExp(`${parent} was (?:there too|close by|there as well|with Isla)\\.`));
      expect(pages[0]).toContain(`${parent} had the passports`);
    }
  });
});
