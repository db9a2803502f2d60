import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';

type Who = { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' };

function book(theme: string, age: string, cast: Who[], { seed = 200501, length = 'short', notes }: { seed?: number; length?: string; notes?: string } = {}) {
  const inputs = storyInputsSchema.parse({ characters: cast.map((member) => ({ ...member, appearance: {}, traits: [] })), age_group: age, story_length: length, tone: 'gentle', theme, notes });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
}

const kindOf = (theme: string): string | undefined => {
  const reading = readTheme(theme);
  return reading.kind === 'day' ? reading.day.kind : undefined;
};

const nia = { name: 'Nia', kind: 'child', pronoun: 'she' } as const;

describe('round 20 (kits): themes of teaching someone, puzzles and things looked for outdoors are told in kits of their own', () => {
  it('reads a child teaching someone, a puzzle and an outdoor hunt as days of those kinds, in many wordings', () => {
    for (const theme of ['teaching Grandma to use her tablet', 'showing Grandpa how to send a text', 'helping Nana learn to video call', 'teaching my little brother to tie his laces', 'teaching my friend to juggle'])
      expect(kindOf(theme), theme).toBe('teaching');
    for (const theme of ['doing a jigsaw with Grandad', 'a 1000 piece jigsaw', 'the crossword', "solving a Rubik's cube", 'an escape room for my birthday'])
      expect(kindOf(theme), theme).toBe('puzzling');
    for (const theme of ['geocaching in the woods', 'a geocaching adventure', 'fossil hunting on the beach', 'a conker hunt in the park', 'looking for fossils', 'a scavenger hunt in the garden'])
      expect(kindOf(theme), theme).toBe('gathering');
    // A board game with someone of the family is a game at the table, never the chess tournament.
    for (const theme of ['playing chess with Grandpa', 'a chess match against Dad']) expect(readTheme(theme).kind, theme).toBe('day');
    expect(readTheme('a chess tournament').kind).toBe('catalogue');
    // The hero taught, a pet taught, and help with a job stay as they were.
    expect(kindOf('grandma is teaching me to knit')).toBe('making');
    expect(readTheme('teaching the dog a trick').kind).toBe('catalogue');
    expect(kindOf('helping grandma water the plants')).not.toBe('teaching');
  });

  it('tells teaching Grandma her tablet with the child as the patient teacher, never a stock plot nor Grandma remembering it', () => {
    const { idea, text } = book('teaching Grandma to use her tablet', '9-12', [nia, { name: 'Grandma', kind: 'grown-up', pronoun: 'she' }], { length: 'medium' });
    expect(idea.summary).not.toMatch(/could not make/);
    expect(text).toMatch(/Grandma pressed/);
    expect(text).toMatch(/\bthe tablet\b/);
    expect(text).not.toMatch(/\b(?:long ago|when she was small|hen|duckling)\b/);
  });

  it('tells teaching a little brother his laces with the cast brother learning, by name', () => {
    const { text } = book('teaching my little brother to tie his laces', '6-8', [{ name: 'Leo', kind: 'child', pronoun: 'he' }, { name: 'Sam', kind: 'child', pronoun: 'he' }], { notes: 'Sam is the little brother' });
    expect(text).toMatch(/\bSam (?:made|pulled|tied)\b/);
    expect(text).not.toMatch(/\{|\bLeo tied his laces\b/);
    // A friend taught is the cast's friend, by name.
    const friend = book('teaching my friend to juggle', '6-8', [nia, { name: 'Ben', kind: 'child', pronoun: 'he' }], { notes: 'Ben is her best friend' }).text;
    expect(friend).toMatch(/\bBen (?:had|tried|did)\b/);
  });

  it('tells a puzzle in its own steps: a jigsaw without a pencil, an escape room with its padlocks', () => {
    const jigsaw = book('doing a jigsaw with Grandad', '6-8', [nia, { name: 'Grandad', kind: 'grown-up', pronoun: 'he' }]).text;
    expect(jigsaw).toMatch(/\b(?:edges?|lid)\b/);
    expect(jigsaw).not.toMatch(/\bpencil\b/);
    const room = book('an escape room for my birthday', '9-12', [nia, { name: 'Mum', kind: 'grown-up', pronoun: 'she' }]).text;
    expect(room).toMatch(/\bpadlock\b/);
  });

  it('tells geocaching with the phone and the log book, never the forest quest with an old map', () => {
    const { idea, text } = book('geocaching in the woods', '9-12', [nia, { name: 'Uncle Dev', kind: 'grown-up', pronoun: 'he' }]);
    expect(idea.summary).not.toMatch(/could not make/);
    expect(text).toMatch(/\blog book\b/);
    expect(text).not.toMatch(/\bold map\b/);
  });
});
