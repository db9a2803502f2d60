import { describe, expect, it } from 'vitest';
// The engine first, as the product loads it: a catalogue module imported alone first starts a circle of imports half-initialised.
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';
import { readQualifier } from '../src/understand/read-qualifier';

type Age = '0-2' | '3-5' | '6-8' | '9-12';
const child = (name: string) => ({ name, kind: 'child' as const, pronoun: 'he' as const, traits: [], appearance: {} });
const grownUp = (name: string) => ({ name, kind: 'grown-up' as const, pronoun: 'she' as const, traits: [], appearance: {} });

function book(theme: string, age: Age = '6-8', length: 'short' | 'medium' | 'long' = 'short') {
  const inputs = { characters: [child('Olly'), grownUp('Mum')], age_group: age, story_length: length, tone: 'gentle', art_style: 'flat', language: 'en', theme } as never;
  const idea = writeIdea(inputs, 1906900);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join('\n') };
}

const entryOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};

describe('a qualifier that changes the theme\'s problem is the story\'s problem (held-out read 44)', () => {
  it('reads rain all through, a thing failing at its job and a day nobody comes to, in any wording', () => {
    for (const theme of ['a camping trip where it rains all weekend', 'sports day but it rained all morning', 'a zoo trip in the pouring rain', 'the beach, and it never stopped raining', 'a rainy week at the seaside']) expect(readQualifier(theme)).toEqual({ kind: 'rain' });
    expect(readQualifier('a kite that just won\'t fly')).toEqual({ kind: 'fails', does: 'fly' });
    expect(readQualifier('my cake didn\'t rise')).toEqual({ kind: 'fails', does: 'rise' });
    expect(readQualifier('a toy boat that sinks')).toEqual({ kind: 'fails', does: 'float' });
    expect(readQualifier('my 7th birthday party and no one turned up')).toEqual({ kind: 'nobody' });
    // A person's or a pet's habit is no thing failing; a passing shower is the weather's sight, not the whole day's problem.
    for (const theme of ['my brother won\'t share', 'a baby who won\'t go to sleep', 'the dog won\'t come back', 'a walk in the rain', 'jumping in puddles']) expect(readQualifier(theme)).toBeUndefined();
  });

  it('tells rain all weekend from the first page to the last, never one shower and a dry night', () => {
    const { idea, text } = book('a camping trip where it rains all weekend', '9-12', 'medium');
    expect(entryOf('a camping trip where it rains all weekend')).toBe('camping');
    expect(idea.summary).toMatch(/rain all weekend/);
    expect(idea.summary).not.toMatch(/tent stayed up all night/);
    expect(text).toMatch(/going to rain all weekend/);
    expect(text).toMatch(/wellies/);
    expect(text).toMatch(/rolled up the wet tent/);
    expect(text).not.toMatch(/dew sparkled|tent stayed up all night/);
  });

  it('tells a thing that will not do its job failing, and how it came right, never working from the start', () => {
    const volcano = book('a science fair volcano that won\'t erupt', '9-12');
    expect(volcano.text).toMatch(/had not erupted once|still would not erupt|sad burp/);
    expect(volcano.text).not.toMatch(/foam ran over the table/);
    expect(volcano.idea.summary).toMatch(/say why it had not before/);
    // Found by its job where the qualifier hides the entry's own words: a kite that won't fly is flying a kite.
    expect(entryOf('a kite that won\'t fly')).toBe('kite-flying');
    expect(book('a kite that won\'t fly', '3-5').text).toMatch(/would not fly|can't fly|bumped along the grass|flopped/);
    const cake = book('a cake that won\'t rise', '6-8');
    expect(cake.idea.title).toMatch(/Cake/);
    expect(cake.text).not.toMatch(/biscuits/);
  });

  it('tells a party nobody from class came to gently, with the family, never a full house', () => {
    const { text } = book('my birthday party and nobody came', '6-8');
    expect(text).toMatch(/nobody from (?:my|his) class|not one guest|street stayed empty/);
    expect(text).not.toMatch(/said thank you to every guest/);
  });

  it('declines honestly where the entry has no lines for the qualifier, and keeps an entry whose own worry it is', () => {
    const { idea } = book('the washing machine won\'t work', '3-5');
    expect(idea.summary).toMatch(/could not make "the washing machine won't work" the story itself/);
    expect(entryOf('a school play where nobody came to watch')).toBe('unplaced');
    // A bouncy castle that will not blow up has its own lines: the tube slipped off the blower.
    expect(book('the bouncy castle wouldn\'t blow up', '3-5').text).toMatch(/flat/);
    // "What if they never hatch?" is the hatching's own worry; a seed that shows nothing but soil is the garden's.
    expect(entryOf('an egg that won\'t hatch')).toBe('hatching-eggs');
    expect(entryOf('seeds that won\'t grow')).toBe('gardening');
    // A tent that won't stand up is camping's own worry that it falls down.
    expect(entryOf('a tent that won\'t stand up')).toBe('camping');
  });
});
