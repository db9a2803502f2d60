import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readRelation } from '../src/understand/read-relation';
import { relationEntry } from '../src/plots/the-relation';
import { THEIR_HABIT_LINES } from '../src/plots/their-habit-lines';
import { THEIR_HABIT_PHRASINGS } from './fresh/their-habit-phrasings';

/** How the relation frame reads a theme: the habit's kit, the trouble, or not at all (the census reads the frame alone, cheaply). */
const readAs = (typed: string): string => {
  const relation = readRelation(typed);
  return relation ? relation.habit?.kit ?? relation.trouble : 'not-relation';
};

/** How the whole reading tells it, for the few where a catalogue entry's words are in the theme too. */
const toldAs = (typed: string): string => {
  const reading = readTheme(typed);
  return reading.kind === 'relation' ? reading.relation.habit?.kit ?? reading.relation.trouble : reading.kind;
};

describe('what someone else keeps doing (the relation frame\'s habits)', () => {
  it('reads each new phrasing as its habit, its trouble, or the child\'s own', () => {
    const wrong = THEIR_HABIT_PHRASINGS.filter(([typed, told]) => readAs(typed) !== told).map(([typed, told]) => `${typed}: ${readAs(typed)}, not ${told}`);
    expect(wrong).toEqual([]);
  });

  it('shows the habit truly on the page: the screen, the chair, the bathroom door', () => {
    const entryOf = (typed: string) => JSON.stringify(relationEntry(typed, readRelation(typed)!));
    const text = entryOf('mum is always on her phone');
    expect(text).toContain("The screen lit Mum's face blue");
    expect(text).toContain('switched off her phone');
    // The telly is watched, never put down screen side down.
    expect(entryOf('dad watches tv all the time')).toContain("When you're watching the telly");
    expect(entryOf('my brother always hogs the remote')).toContain("When you're watching the telly");
    // Said to them, it is theirs: "your tablet", never "his tablet".
    expect(entryOf('my brother is always on his tablet')).toContain('When you\'re on your tablet');
    expect(entryOf('grandpa falls asleep in his chair')).toContain('Grandpa still fell asleep in his chair');
    expect(entryOf('my brother takes forever in the shower')).toContain('still loved the shower');
  });

  it('lets a baby be the one only for its crying, never as the one who does things to the child', () => {
    expect(readRelation('the baby keeps crying')?.habit?.kit).toBe('crying');
    expect(readRelation('my baby brother takes my toys')).toBeUndefined();
    expect(readRelation('our new baby cries every night')?.person.first).toBe('{his} new baby');
    expect(readRelation('my baby sister cries every night and wakes me up')?.did).toBe('cried every night and woke {him} up');
    expect(readRelation('my little brother wakes everyone up at 5 every morning')?.did).toBe('woke everyone up at 5 every morning');
    expect(readRelation("my dad is always on his phone when we're at the park")?.did).toBe('was always on his phone when they were at the park');
    expect(readRelation("daddy shouts when he's cross")?.did).toBe('shouted when he was cross');
  });

  it('tells the habit over an entry its words name: a baby\'s crying is no homecoming, a sister\'s loud music no music lesson', () => {
    expect(toldAs('my baby sister cries every night and wakes me up')).toBe('crying');
    expect(toldAs('my sister plays her music too loud')).toBe('noise');
    expect(toldAs('my big brother is always on his tablet')).toBe('screen');
  });

  it('never names the plan before the turn makes it: the setback, the choice and the win come first', () => {
    const early = Object.entries(THEIR_HABIT_LINES).flatMap(([kit, lines]) => [lines.setback, lines.choice, lines.win].flat().filter((line) => /\b(?:plan|timer|rota|sand|song|special time)\b/.test(line)).map((line) => `${kit}: ${line}`));
    expect(early).toEqual([]);
  });
});

const book = (theme: string, characters: unknown[], age = '3-5', seed = 5) => {
  const inputs = storyInputsSchema.parse({ characters, age_group: age, story_length: 'short', theme, tone: 'gentle' });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text).join(' ');
};
const MIA = { name: 'Mia', kind: 'child', pronoun: 'she', traits: [] };

describe('a book of someone else\'s habit', () => {
  it('opens with the habit and ends with the plan kept, the person still themselves', () => {
    const all = book('my big brother is always on his tablet', [MIA, { name: 'Dad', kind: 'grown-up', pronoun: 'he', traits: [] }]);
    expect(all).toContain('brother was always on his tablet');
    expect(all).toMatch(/still liked his tablet/);
    expect(all).not.toMatch(/new baby/i);
  });

  it('never brings along the parent the theme is about as a second one ("Daddy shouted", then "she told Dad")', () => {
    const all = book("daddy shouts when he's cross", [MIA, { name: 'Saoirse', kind: 'child', pronoun: 'she', traits: [] }], '3-5', 3);
    expect(all).toContain('Daddy');
    expect(all).not.toMatch(/\bDad\b/);
  });

  it('never makes a boy of the cast the sister the theme is about', () => {
    const all = book('my sister never has time for me', [MIA, { name: 'Bogdan', kind: 'child', pronoun: 'he', traits: ['autistic'] }]);
    expect(all).not.toMatch(/sister Bogdan/);
  });
});
