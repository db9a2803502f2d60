import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { COSTS } from '../src/plots/choice-cost';
import { inventionPurpose } from '../src/plots/invention-purpose';

type Who = { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' };

function book(theme: string, age: string, cast: Who[], { seed = 2002901, length = 'medium' }: { seed?: number; length?: string } = {}) {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
}

const nia = { name: 'Nia', kind: 'child', pronoun: 'she' } as const;
const kofi = { name: 'Kofi', kind: 'child', pronoun: 'he' } as const;
const mum = { name: 'Mum', kind: 'grown-up', pronoun: 'she' } as const;

describe('round 20 (older): nine-to-twelve themes of groups and inventions are older plots', () => {
  it('tells a friendship group as a group (a lunch table, a group chat, the thing said and owned), never two friends and a scooter', () => {
    for (const [theme, plot] of [['falling out with my friendship group', 'theme:friend-group'], ['left out by my group of friends', 'theme:left-out']] as const) {
      const { idea, text } = book(theme, '9-12', [nia, kofi, mum]);
      expect(idea.plot, theme).toBe(plot);
      expect(text).toMatch(/group chat/);
      expect(text).toMatch(/lunch table|end of the table/);
      expect(text).not.toMatch(/scooter|sand timer/);
      // The grown-up waves at the school gate and is not at the lunch table.
      expect(text).toMatch(/Mum waved goodbye at the school gate/);
    }
  });

  it('tells peer pressure, a new group and a best friend\'s new friend in their own older lines, and a little one a playground game', () => {
    expect(book('peer pressure at school', '9-12', [nia, kofi]).text).toMatch(/"I'm not doing it\./);
    expect(book('my best friend has a new best friend', '9-12', [nia, kofi]).text).toMatch(/Maddie/);
    expect(book('joining a new group of friends', '9-12', [nia, kofi]).text).toMatch(/round table/);
    const young = book('falling out with my friendship group', '3-5', [nia, kofi]).text;
    expect(young).not.toMatch(/group chat|lunch table/);
  });

  it('tells an invention as design, failure, a fix and a test watched, with what it is for in the parent\'s words', () => {
    const { idea, text } = book('an invention to tidy my room', '9-12', [kofi, mum]);
    expect(idea.plot).toBe('theme:invention');
    expect(text).toMatch(/a machine to tidy his room/);
    expect(text).toMatch(/shook itself off the desk|snapped at the join|slow circle/);
    expect(text).toMatch(/with Mum watching/);
    expect(text).not.toMatch(/toy box|farm animals/);
    expect(inventionPurpose('inventing a machine that wakes me up')).toBe('that wakes {him} up');
    expect(inventionPurpose('an invention')).toBeUndefined();
  });

  it('leaves out of a nine-to-twelve book a small choice that costs nothing, and keeps one that costs', () => {
    const { text } = book('my birthday party', '9-12', [nia, kofi], { length: 'long' });
    expect(text).not.toMatch(/could open the presents first or play the games first/);
    expect(book('my birthday party', '6-8', [nia, kofi], { length: 'long', seed: 2002903 }).idea.plot).toBe('theme:birthday');
    expect(COSTS.test('Nia could start a new group chat without them, or leave it, and she left it, which meant another lunch on her own.')).toBe(true);
    expect(COSTS.test('Nia could open the presents first or play the games first, and she chose the games.')).toBe(false);
  });
});
