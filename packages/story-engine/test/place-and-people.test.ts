import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { awayIn, awayPersonAtHand, themePlaceLost } from './fresh/place-detectors';

/**
 * The place and the people a theme keeps (issue 28, round 10): the detectors on crafted text, then books written for
 * themes that name a place the catalogue entry is not told in, or send one of the cast away.
 */

const pages = (...texts: string[]) => texts.map((text) => ({ text }));
const person = (name: string, kind: Character['kind'], pronoun: Character['pronoun']): Character => ({ name, kind, pronoun, appearance: {}, traits: [] });
const bookFor = (theme: string, cast: Character[], seed: number, age: '3-5' | '6-8' | '9-12' = '6-8', notes?: string) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: 'medium', theme, notes });
  const idea = writeIdea(inputs, seed);
  return { idea, pages: writeStory(idea, inputs) };
};

describe('the place detectors', () => {
  it('find a theme\'s place told on too few pages after the first', () => {
    const theme = 'a secret den in the woods';
    expect(themePlaceLost({ theme, cast: [], pages: pages('A den in the woods.', 'Kenji piled up the sofa cushions.', 'The den stood up.') })).toHaveLength(1);
    expect(themePlaceLost({ theme, cast: [], pages: pages('A den.', 'Branches lay under the trees.', 'The woods were quiet.') })).toEqual([]);
    expect(themePlaceLost({ theme: 'a den', cast: [], pages: pages('A den.') })).toEqual([]);
  });

  it('read who a theme sends away, and find them at the hero\'s side in the middle', () => {
    expect(['mum going back to work', 'dad working away', 'grandpa in hospital', 'a new baby'].map(awayIn)).toEqual(['mum', 'dad', 'grandpa', undefined]);
    const theme = 'dad working away';
    const cast = ['Kenji', 'Dad'];
    expect(awayPersonAtHand({ theme, cast, pages: pages('Dad had to go.', 'Dad was right there with Kenji.', 'Kenji crossed off a day.', 'Dad came home.', 'The end.') })).toHaveLength(1);
    expect(awayPersonAtHand({ theme, cast: ['Kenji', 'Teddy', 'Dad'], pages: pages('Dad had to go.', 'Teddy and Dad were there too.', 'Kenji crossed off a day.', 'Dad came home.', 'The end.') })).toHaveLength(1);
    expect(awayPersonAtHand({ theme, cast, pages: pages('Dad had to go.', 'Kenji crossed off a day.', 'Dad smiled on the video call.', 'Dad came home.', 'The end.') })).toEqual([]);
  });
});

describe('a theme keeps its place', () => {
  const cast = [person('Kenji', 'child', 'he'), person('Dad', 'grown-up', 'he')];

  it('tells a catalogue entry at the place the theme names, in its lines for that place', () => {
    for (const [theme, setting, seen, never] of [
      ['a secret den in the woods', 'forest', /\bbranch/, /\bsofa\b/],
      ['a picnic on the beach', 'beach', /\bsand\b/, /\bin the park\b/],
      ['losing a wobbly tooth at school', 'city', /\bat school\b/, /\bAt dinner\b/],
    ] as const) {
      const { idea, pages: told } = bookFor(theme, cast, 1010901);
      expect(idea.setting, theme).toBe(setting);
      const text = told.map((page) => page.text).join(' ');
      expect(text, theme).toMatch(seen);
      expect(text, theme).not.toMatch(never);
      expect(themePlaceLost({ theme, cast: ['Kenji', 'Dad'], pages: told })).toEqual([]);
    }
  });

  it('keeps the entry\'s own place when the theme names none', () => {
    expect(bookFor('building a den', cast, 1010902).idea.setting).toBe('home');
  });
});

describe('a theme keeps its people', () => {
  it('never makes the one the moment sends away the companion, and still names them in its own lines', () => {
    for (const [theme, name, pronoun] of [['mum going back to work', 'Mum', 'she'], ['dad working away', 'Dad', 'he'], ['grandpa in hospital', 'Grandpa', 'he']] as const) {
      for (const seed of [1010903, 1010904, 1010905]) {
        const { pages: told } = bookFor(theme, [person('Kenji', 'child', 'he'), person(name, 'grown-up', pronoun)], seed, '3-5');
        expect(awayPersonAtHand({ theme, cast: ['Kenji', name], pages: told }), `${theme} ${seed}`).toEqual([]);
        expect(told.filter((page) => page.text.includes(name)).length, theme).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('the family goes along when the one a moment sends away was all the company', () => {
  it('takes a child to visit grandpa in hospital with Mum or Dad, never a friend, a pet or grandpa himself', () => {
    const book = bookFor('visiting grandpa in hospital', [person('Rohan', 'child', 'he'), person('Grandpa', 'grown-up', 'he'), { ...person('Rolo', 'animal', 'he'), species: 'dog' }], 1010909, '9-12');
    expect(book.idea.characters.map((member) => member.name)).toEqual(expect.arrayContaining(['Grandpa']));
    // Met by what they do on the day (round 16: `world/catalogue/company.ts`), or as coming along.
    expect(book.pages[1]?.text).toMatch(/^(?:(?:Mum|Dad) had bought grapes|(?:Mum|Dad) (?:was there with|came along with) (?:Rohan|him)|(?:Rohan|He) was not on his own: (?:Mum|Dad) was with him)\b/);
    expect(book.pages.map((page) => page.text).join(' ')).not.toMatch(/\bfriend from down the road\b/);
  });

  it('takes a child alone to the dentist with Mum or Dad, and leaves the new kid to meet a friend there', () => {
    expect(bookFor('going to the dentist', [person('Jonas', 'child', 'they')], 1010912, '3-5').idea.characters.map((member) => member.name)).toEqual(expect.arrayContaining([expect.stringMatching(/^(?:Mum|Dad)$/)]));
    expect(bookFor('being the new kid at school', [person('Jonas', 'child', 'they')], 1010913).idea.characters.map((member) => member.name)).toEqual(['Jonas']);
  });

  it('never adds the parent the theme puts in hospital', () => {
    const book = bookFor('mum in hospital', [person('Rohan', 'child', 'he'), person('Mum', 'grown-up', 'she')], 1010910);
    expect(book.idea.characters.map((member) => member.name)).toContain('Dad');
  });

  it('has a child on a day out at the beach live in town, not in a beach hut', () => {
    expect(bookFor('a picnic on the beach', [person('Kenji', 'child', 'he')], 1010911).pages[0]?.text).not.toMatch(/beach hut/);
  });
});

describe('the notes refine the catalogue entry', () => {
  const cast = [person('Ruby', 'child', 'she'), person('Dad', 'grown-up', 'he')];
  const textOf = (book: { pages: readonly { text: string }[] }) => book.pages.map((page) => page.text).join(' ');

  it('tells a small part in the play as a small part, never as three whole lines', () => {
    const told = textOf(bookFor('the school play', cast, 1010906, '6-8', 'She only has a small part as a tree'));
    expect(told).toMatch(/\bsmall part\b/);
    expect(told).not.toMatch(/\bthree\b|\bevery line\b|\bmy lines\b|\bfirst line\b/);
    expect(textOf(bookFor('the school play', cast, 1010906))).toMatch(/three whole lines/);
  });

  it('makes the baby the notes name the family\'s baby, named in the entry\'s lines and never a friend who talks', () => {
    const book = bookFor('new baby', [person('Kenji', 'child', 'he')], 1010907, '3-5', 'The baby is a girl called Ada');
    expect(book.idea.characters.find((member) => member.name === 'Ada')?.traits).toContain("Kenji's baby sister");
    const told = textOf(book);
    expect(told).not.toMatch(/\bbest friend\b|said Ada\b|\bthe baby\b/i);
    expect(told).toMatch(/\bAda's tiny hand\b/);
  });

  it('tells a day at home at grandma\'s house when the theme or the notes put it there', () => {
    for (const [theme, notes] of [['Christmas at grandmas house', undefined], ['Christmas', "It's at grandma's house"]] as const) {
      const told = textOf(bookFor(theme, cast, 1010908, '6-8', notes));
      expect(told, `${theme} ${notes}`).toMatch(/\bwas at Grandma's house\b/);
    }
    expect(textOf(bookFor('Christmas', cast, 1010908))).not.toMatch(/Grandma's house/);
  });
});
