import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readTheme } from '../src/understand/read-theme';

const inputs = (theme: string, age: StoryInputs['age_group']): StoryInputs => ({
  characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group: age, story_length: 'short', theme, tone: 'cozy', art_style: 'watercolor', language: 'en',
});
const book = (theme: string, age: StoryInputs['age_group'], seed = 1520901) => {
  const idea = writeIdea(inputs(theme, age), seed);
  return { idea, text: writeStory(idea, inputs(theme, age)).map((page) => page.text).join(' ') };
};
const entryOf = (theme: string) => {
  const reading = readTheme(theme);
  return reading.kind === 'catalogue' ? reading.entry.id : reading.kind;
};

describe('the youngest\'s care moments are each their own (round 14)', () => {
  it('reads each moment as its own entry, before the activity its words share', () => {
    expect(entryOf('nappy time')).toBe('nappy-change');
    expect(entryOf('going to baby swimming class')).toBe('baby-swimming');
    expect(entryOf('rhyme time at the library')).toBe('baby-group');
    expect(entryOf('weaning')).toBe('first-foods');
    expect(entryOf('messy play')).toBe('messy-play');
    expect(entryOf('the health visitor coming to weigh the baby')).toBe('health-visitor');
    expect(entryOf('tummy time')).toBe('tummy-time');
    expect(entryOf('his first shoes')).toBe('first-shoes');
    expect(entryOf('learning to talk')).toBe('first-words');
    expect(entryOf('a walk in the buggy')).toBe('pushchair');
    expect(entryOf('singing and signing group')).toBe('baby-group');
    expect(entryOf('brushing babys teeth')).toBe('brushing-teeth');
    // The older entries keep their words: no more nappies is the potty, a swimming lesson a swimming lesson.
    expect(entryOf('potty training, no more nappies')).toBe('potty');
    expect(entryOf('learning to swim')).toBe('learning-to-swim');
    expect(entryOf('weaning off the dummy')).not.toBe('first-foods');
  });

  it('tells a little one\'s nappy time on the changing mat, clean and dry, never a farm mystery', () => {
    const { idea, text } = book('nappy time', '0-2');
    expect(idea.plot).toBe('theme:nappy-change');
    expect(text).toMatch(/Nappy time/);
    expect(text).toMatch(/Clean and dry/);
  });

  it('tells baby swimming with the grown-up holding on, never a lesson with "What if I sink?"', () => {
    const { idea, text } = book('going to baby swimming class', '0-2');
    expect(idea.plot).toBe('theme:baby-swimming');
    expect(text).not.toMatch(/sink/i);
  });

  it('tells an older reader\'s care moment from beside: the baby\'s, with the hero helping', () => {
    const { text } = book('nappy time', '9-12');
    expect(text).toMatch(/the baby/);
    expect(text).not.toMatch(/Maya rolled away|Maya did a wee/);
    // A reader of three to five helps when the words give the moment to another little one, and is the little one otherwise.
    expect(book('helping change the baby\'s nappy', '3-5').text).toMatch(/The baby needed a new nappy/);
    expect(book('nappy time', '3-5').text).not.toMatch(/The baby needed a new nappy/);
  });

  it('tells a baby\'s own moment as the listener\'s only under three, and says tummy time so at every age', () => {
    expect(book('tummy time', '0-2').text).toMatch(/Tummy time, Maya!/);
    expect(book('tummy time', '3-5').text).toMatch(/laid the baby on the play mat/);
    const older = book('tummy time', '9-12');
    expect(older.text).toMatch(/[Tt]ummy time/);
    expect(older.text).not.toMatch(/[Ss]tomach time/);
  });
});
