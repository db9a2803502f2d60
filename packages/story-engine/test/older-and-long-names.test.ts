import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { castFromCharacter } from '../src/cast/cast-member';
import { referAcrossPages } from '../src/story/refer-to-cast';
import { splitAtColon } from '../src/story/split-compounds';
import { withCalmNarration } from '../src/story/calm-narration';
import { OLDER_BY_KIND } from '../src/world/catalogue/older-lines';
import { writeIdea, writeStory } from '../src/index';

/** Round 11: the older reader's endings and narration, and a long-named hero's book kept in a little listener's band. */

const child = (name: string, pronoun: 'she' | 'he' | 'they', kind: 'child' | 'grown-up' = 'child'): StoryInputs['characters'][number] => ({ name, kind, pronoun, appearance: {}, traits: [] });
const inputsFor = (age: StoryInputs['age_group'], theme: string, hero = child('Rosie', 'he'), lesson?: string, length: StoryInputs['story_length'] = 'medium'): StoryInputs => ({
  characters: [hero, child('Mum', 'she', 'grown-up')], age_group: age, story_length: length, theme, lesson, tone: 'heartwarming', art_style: 'watercolor', language: 'en',
});
const textOf = (inputs: StoryInputs, seed: number) => writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);

describe('a book for nine to twelve', () => {
  it('ends on the hero\'s own thought, never "learned that" or "knew that" (a younger reader\'s book still says it)', () => {
    for (const [lesson, seed] of [['It is ok to feel sad', 1140002], ['bravery', 1140003]] as const) {
      const older = textOf(inputsFor('9-12', 'the big storm', undefined, lesson), seed).at(-1)!;
      expect(older).not.toMatch(/\blearned\b|\bknew (?:that|it in)\b|\bwould always remember this\b/);
    }
    expect(textOf(inputsFor('6-8', 'the big storm', undefined, 'bravery'), 1140003).at(-1)).toMatch(/\bknew\b|\blearned\b|\bremember\b/);
  });

  it('has a narrator who does not exclaim, while what is said keeps its exclamation marks', () => {
    expect(withCalmNarration('The hat was gone!')).toBe('The hat was gone.');
    expect(withCalmNarration('"Look!" said Zainab, and there it was!')).toBe('"Look!" said Zainab, and there it was.');
    const pages = textOf(inputsFor('9-12', 'the big storm'), 1140002).join(' ').replace(/"[^"]*"/g, '');
    expect(pages).not.toMatch(/!/);
  });

  it('keeps back no festival secret the turn never delivers ("a surprise of his own" that is never given)', () => {
    const festival = OLDER_BY_KIND.festival;
    const wordings = [festival.secret ?? [], festival.decides].flatMap((wording) => (typeof wording === 'string' ? [wording] : [...wording]));
    expect(wordings.join(' ')).not.toMatch(/surprise/);
    expect(textOf(inputsFor('9-12', 'Halloween'), 1140001).join(' ')).not.toMatch(/surprise/);
  });

  it('does not make a small choice sound like a big one ("Nobody chose for him; he decided all by himself")', () => {
    for (const seed of [1140014]) {
      expect(textOf(inputsFor('9-12', 'choo choo trains'), seed).join(' ')).not.toMatch(/decided all by|not an easy choice/);
    }
  });

  it('calls back a they-hero\'s worst try with the verb the pronoun takes ("the time they were too busy")', () => {
    const texts = [1140210].map((seed) => textOf(inputsFor('9-12', 'using the big toilet', child('Mai', 'they'), undefined, 'medium'), seed).join(' '));
    expect(texts.join(' ')).not.toMatch(/\bthey (?:was|has|does)\b/);
  });
});

describe('a long-named hero in a little listener\'s band', () => {
  const millie = castFromCharacter(child('Millie', 'she'));
  const grandma = castFromCharacter(child('Grandma', 'she', 'grown-up'));
  const refer = (pages: string[][]) =>
    referAcrossPages(pages, [millie, grandma], { useKinds: true, carryAcrossPages: true, heroInFocus: true }, { company: [millie, grandma], isDistinctive: () => true });

  it('is "she" at the start of a sentence where the other "she" is only an object, an owner or quoted', () => {
    expect(refer([['Millie found the map.'], ['Millie sat down beside Grandma.', 'Millie tried to play Grandma\'s card game.', '"Is there nothing to do at Grandma\'s?" said Millie.']])).toEqual([
      ['Millie found the map.'], ['She sat down beside Grandma.', 'She tried to play Grandma\'s card game.', '"Is there nothing to do at Grandma\'s?" she said.'],
    ]);
  });

  it('keeps the name where the other "she" is a subject in the sentence too', () => {
    expect(refer([['Millie found the map.'], ['Millie said that Grandma laughed.', 'Grandma waved.', 'Millie waved back.']])).toEqual([
      ['Millie found the map.'], ['Millie said that Grandma laughed.', 'Grandma waved.', 'Millie waved back.'],
    ]);
  });

  it('splits a landed lesson at its colon when the book is over its band, never a list', () => {
    expect(splitAtColon('And now Mia knew: sharing makes good things even better.')).toEqual(['And now Mia knew.', 'Sharing makes good things even better.']);
    expect(splitAtColon('Liam listened for the noises: a creaky step, a humming fridge.')).toEqual(['Liam listened for the noises: a creaky step, a humming fridge.']);
    expect(splitAtColon('"Look: a fox!" said Mia.')).toEqual(['"Look: a fox!" said Mia.']);
  });

  it('"A day at Grandma\'s house" for Amelia at 0-2, short, is told as its own story (round 10\'s census left it out)', () => {
    const inputs: StoryInputs = { characters: [child('Amelia', 'she')], age_group: '0-2', story_length: 'short', theme: 'A day at Grandma\'s house', tone: 'cozy', art_style: 'watercolor', language: 'en' };
    const idea = writeIdea(inputs, 1050700);
    expect(idea.plot).toBe('theme:grandmas-house');
    expect(idea.summary).not.toMatch(/in a book this short for this age/);
  });
});

describe('the parent\'s own lesson at nine to twelve', () => {
  it('that names a lesson the engine knows is that lesson\'s thought, never pasted after "Maybe, X thought,"', () => {
    const last = textOf(inputsFor('9-12', 'the big storm', undefined, 'Saying please and thank you'), 1140207).at(-1)!;
    expect(last).not.toMatch(/saying please and thank you/i);
    expect(last).not.toMatch(/\blearned\b/);
  });
});
