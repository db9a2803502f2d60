import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';

/** Round 12c (read 21): a theme the catalogue has a story for reaches it, however the family words it. */

type Member = { name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she'; traits?: string[] };
const kid = (name: string, pronoun: 'he' | 'she', traits: string[] = []): Member => ({ name, kind: 'child', pronoun, traits });
const adult = (name: string, pronoun: 'he' | 'she'): Member => ({ name, kind: 'grown-up', pronoun });

const written = (theme: string, cast: Member[], age: AgeGroup, length: StoryLength, seed: number, extra: { notes?: string; lesson?: string } = {}) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: length, tone: 'gentle', theme, ...extra });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, lesson: idea.lesson, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
};

describe('a theme told as the catalogue tells it', () => {
  it('tries more wordings of the entry before another plot carries the theme as a thing to lose', () => {
    // Four wordings of this book measured 2.02-2.08 of a band of 2; the fifth fits.
    const { plot, text } = written('planting sunflowers with grandpa', [kid('Kai', 'he', ['patient']), adult('Grandpa', 'he')], '3-5', 'long', 210008);
    expect(plot).toBe('theme:gardening');
    expect(text).toMatch(/sunflower/);
    expect(text).not.toMatch(/dark cupboard|played catch|tomato/);
  });

  it('moves the family in with the grandparent, whose stiff legs make the stairs the hero\'s job', () => {
    const { plot, text } = written('our family is moving in with grandpa', [kid('Marcus', 'he'), adult('Grandpa', 'he')], '9-12', 'medium', 210022, { notes: 'grandpa has a bad hip' });
    expect(plot).toBe('theme:moving-house');
    expect(text).toMatch(/moving in with Grandpa/);
    expect(text).toMatch(/did the stairs/);
    // A grandparent who moves in with the family is no moving day of the hero's.
    expect(catalogueThemeIn('grandpa is moving in with us')?.id).not.toBe('moving-house');
  });

  it('tells a parent away with the forces as the days apart, named by the family word, for months not a fortnight', () => {
    const { plot, text } = written('Daddy is going away with the army', [kid('Jacob', 'he'), adult('Mummy', 'she')], '3-5', 'medium', 210011);
    expect(plot).toBe('theme:parent-away');
    expect(text).toMatch(/Daddy had to go away with the forces/);
    expect(text).not.toMatch(/two whole weeks/);
  });

  it('tells a best friend with someone new as the friend\'s new friend, with the friend, never a scooter', () => {
    const { plot, text, lesson } = written('my best friend got a new best friend', [kid('Imani', 'she'), kid('Rosa', 'she')], '9-12', 'medium', 210019);
    expect(plot).toBe('theme:jealousy');
    // The variant's own lesson: a friend kept is friendship, not the scooter's sharing.
    expect(lesson).toBe('Good friends make every adventure brighter.');
    // Round 20: for nine to twelve, the older day (a lunch table, a joke the hero is not in), not the green feeling at playtime.
    expect(text).toMatch(/Rosa had been sitting with Maddie/);
    expect(text).not.toMatch(/scooter/);
  });

  it('tells a sister who breaks things as the falling-out over a tower, its own low point and all, never a scooter', () => {
    const { plot, text } = written('my little sister keeps breaking my things', [kid('Sofia', 'she'), kid('Bella', 'she', ['little sister'])], '3-5', 'medium', 210007);
    expect(plot).toBe('theme:falling-out');
    expect(text).toMatch(/Bella ran up and knocked it down/);
    expect(text).toMatch(/Bella spoils it all/);
    expect(text).not.toMatch(/scooter/);
    // A brother who broke his own leg is no falling-out.
    expect(catalogueThemeIn('my brother broke his leg')?.id).toBe('broken-arm');
    expect(catalogueThemeIn('my sister is taking her first steps')?.id).toBe('first-steps');
    // A baby breaks nothing on purpose: no falling-out with one.
    expect(catalogueThemeIn('my baby brother knocks down my towers')?.id).not.toBe('falling-out');
  });
});
