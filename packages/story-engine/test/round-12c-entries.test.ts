import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup, StoryLength } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { fleschKincaidGrade, writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';
import { storyText } from './story-text';

/** Themes parents type that the catalogue had no story for until round 12c: each its own story, true to its words. */

const inputsFor = (theme: string, age: AgeGroup, length: StoryLength, notes?: string) =>
  storyInputsSchema.parse({
    characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }, { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] }],
    age_group: age, story_length: length, tone: 'gentle', theme, notes,
  });
const told = (theme: string, age: AgeGroup, length: StoryLength, notes?: string, seed = 1320777) => {
  const inputs = inputsFor(theme, age, length, notes);
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, text: storyText(writeStory(idea, inputs)) };
};

/** Each entry as the parent typed it, and the ages it is told at (a school project is a school child's). */
const NEW_ENTRIES: ReadonlyArray<readonly [id: string, typed: string, ages: readonly AgeGroup[]]> = [
  ['bubbles', 'bubbles', AGE_GROUPS], ['manners', 'learning to say please and thank you', AGE_GROUPS],
  ['car-seat', 'getting a new car seat', AGE_GROUPS], ['babysitting', 'first time babysitting my little brother', AGE_GROUPS],
  ['fundraising', 'raising money for the animal shelter', AGE_GROUPS], ['school-project', 'a school project about the Romans', ['6-8', '9-12']],
];
const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };

describe("round 12c's entries", () => {
  it('are each offered to parents, and told as their own story in the reading band at every age and length they are for', () => {
    for (const [id, typed, ages] of NEW_ENTRIES) {
      expect(BUILT_IN_THEMES.some((theme) => theme.id === id), id).toBe(true);
      expect(catalogueThemeIn(typed)?.id, typed).toBe(id);
      ages.forEach((age, index) => {
        const length = STORY_LENGTHS[index % STORY_LENGTHS.length]!;
        const { plot, text } = told(typed, age, length);
        expect(plot, `${typed} ${age} ${length}`).toBe(`theme:${id}`);
        expect(fleschKincaidGrade(text), `${typed} ${age} ${length}`).toBeLessThanOrEqual(MAX_GRADE[age]);
      });
    }
  });

  it('keep the entries their words share: a bubble bath, a babysitter, a cake sale, a science fair, a long car journey', () => {
    expect(catalogueThemeIn('bubbles in the bath')?.id).toBe('bath-time');
    expect(catalogueThemeIn('a babysitter is coming')?.id).not.toBe('babysitting');
    expect(catalogueThemeIn('a bake sale')?.id).toBe('cake-sale');
    expect(catalogueThemeIn('a lemonade stand')?.id).toBe('lemonade-stand');
    expect(catalogueThemeIn('science fair project')?.id).toBe('science-fair');
    expect(catalogueThemeIn('a long car journey')?.id).toBe('car-journey');
    expect(catalogueThemeIn('saving pocket money for a bike')?.id).not.toBe('fundraising');
  });
});

describe('the toddler days: bubbles, please and thank you, the new car seat', () => {
  it('are the wand blown soft, the magic words, and the click of the buckle with the straps the notes name', () => {
    const bubbles = told('bubbles', '0-2', 'short').text;
    expect(bubbles).toMatch(/soft and slow/);
    expect(bubbles).toMatch(/[Pp]op/);
    const manners = told('learning to say please and thank you', '0-2', 'long').text;
    expect(manners).toMatch(/please/);
    expect(manners).toMatch(/red cup/);
    const seat = told('getting a new car seat', '0-2', 'medium', 'he hates the straps').text;
    expect(seat).toMatch(/[Cc]lick/);
    expect(seat).toMatch(/straps/);
  });
});

describe('the older days: minding a brother, raising money, a school project', () => {
  it('keep a grown-up in the house, count the total and take it there, and name the topic the words name', () => {
    const minding = told('first time babysitting my little brother', '9-12', 'short').text;
    expect(minding).toMatch(/Mum (?:worked|was) upstairs|Mum was only upstairs|Mum went up/);
    expect(minding).toMatch(/brother, Sam/);
    const money = told('raising money for the animal shelter', '9-12', 'long').text;
    expect(money).toMatch(/animal shelter/);
    expect(money).toMatch(/pounds/);
    expect(told('a sponsored walk for the animal shelter', '9-12', 'medium').text).toMatch(/sponsor/);
    const romans = told('a school project about the Romans', '9-12', 'medium').text;
    expect(romans).toMatch(/Roman/);
    expect(romans).toMatch(/presented|presenting/);
    expect(told('a school project on volcanoes', '6-8', 'medium').text).toMatch(/volcano/);
  });
});
