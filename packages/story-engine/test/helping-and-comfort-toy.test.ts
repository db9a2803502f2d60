import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { asHelped } from '../src/understand/read-helping';
import { comfortToyIn } from '../src/understand/read-toy';
import { readTheme } from '../src/understand/read-theme';
import { companyIn } from '../src/understand/read-company';
import { isAValue } from '../src/story/theme-said';

const inputs = (theme: string, age: StoryInputs['age_group']): StoryInputs => ({
  characters: [{ name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }], age_group: age, story_length: 'short', theme, tone: 'cozy', art_style: 'watercolor', language: 'en',
});
const book = (theme: string, age: StoryInputs['age_group'], seed = 1470901) => {
  const idea = writeIdea(inputs(theme, age), seed);
  return { idea, text: writeStory(idea, inputs(theme, age)).map((page) => page.text).join(' ') };
};

describe('helping someone do a thing is the doing, with them (round 13b)', () => {
  it('says the helping as the doing with its person, and keeps helping a creature or a need as typed', () => {
    expect(asHelped('helping grandma water the plants')).toBe('watering the plants with grandma');
    expect(asHelped('helping dad wash the car')).toBe('washing the car with dad');
    expect(asHelped('helping mum with the shopping')).toBe('shopping with mum');
    expect(asHelped('helping my sister learn to read')).toBe('reading with my sister');
    expect(asHelped('helping at the school fair')).toBe('a day at the school fair');
    for (const kept of ['helping a lost puppy', 'helping the new boy', 'helping grandma get better', 'helping grandpa in the garden']) expect(asHelped(kept)).toBe(kept);
    expect(companyIn('helping dad wash the car')).toBe('dad');
  });

  it('tells helping grandma water the plants as watering them with Grandma, never a lost creature helped home', () => {
    const reading = readTheme('helping grandma water the plants');
    expect(reading.kind === 'catalogue' && reading.entry.id).toBe('gardening');
    const { idea, text } = book('helping grandma water the plants', '3-5');
    expect(idea.plot).toBe('theme:gardening');
    expect(text).toMatch(/helping Grandma water the plants/);
    expect(text).not.toMatch(/way home|what that day taught/);
  });

  it('tells helping at the school fair, or helping mum hang out the washing, as that day', () => {
    expect(book('helping at the school fair', '6-8').idea.plot).toBe('the-day');
    expect(book('helping mum hang out the washing', '3-5').idea.plot).toBe('the-day');
  });
});

describe('a comfort toy that goes everywhere (round 13b)', () => {
  it('reads the toy\'s kind and name, and no pet', () => {
    expect(comfortToyIn('her bunny Floppy goes everywhere with her')).toMatchObject({ kind: 'bunny', name: 'Floppy', named: true });
    expect(comfortToyIn('Floppy the bunny goes everywhere')).toMatchObject({ kind: 'bunny', name: 'Floppy' });
    expect(comfortToyIn('he can\'t sleep without his blanket')).toMatchObject({ kind: 'blanket', name: 'Blankie', part: 'corner' });
    expect(comfortToyIn('her favourite teddy')).toMatchObject({ kind: 'teddy', name: 'Teddy', named: false });
    expect(comfortToyIn('our dog goes everywhere with us')).toBeUndefined();
    expect(comfortToyIn('a bunny')).toBeUndefined();
    const reading = readTheme('his dinosaur Rex goes everywhere with him');
    expect(reading.kind === 'catalogue' && reading.entry.id).toBe('comfort-toy');
  });

  it('makes the toy the book\'s companion by name; it never talks, and only a little one talks to it', () => {
    const older = book('her bunny Floppy goes everywhere with her', '6-8');
    expect(older.idea.plot).toBe('theme:comfort-toy');
    expect(older.text).toMatch(/a bunny called Floppy/);
    expect(older.text).toMatch(/washing machine/);
    expect(older.text).not.toMatch(/said Floppy|Floppy said|, Floppy[,."!]/);
    const little = book('her bunny Floppy goes everywhere with her', '3-5');
    expect(little.text).toMatch(/Floppy/);
    expect(little.text).not.toMatch(/said Floppy|Floppy said/);
    expect(book('he can\'t sleep without his blanket', '6-8').text).toMatch(/Blankie's corner/);
  });
});

describe('a theme said in the engine\'s frames only where it fits (round 13b)', () => {
  it('takes a value alone as what a day taught', () => {
    for (const value of ['kindness', 'helping others', 'being kind to everyone', 'the power of friendship']) expect(isAValue(value)).toBe(true);
    for (const not of ['a treasure hunt with friends', 'friends from different countries', 'helping grandma water the plants']) expect(isAValue(not)).toBe(false);
  });

  it('never says a theme no plot tells as the day\'s lesson or what the hero thought about all week', () => {
    for (const seed of [1470911, 1470912, 1470913]) {
      const { text } = book('a treasure hunt with friends', '6-8', seed);
      expect(text).not.toMatch(/taught \w+ about a treasure hunt|thinking about a treasure hunt/);
      expect(book('friends from different countries', '9-12', seed).text).not.toMatch(/about friends from different countries/);
    }
  });
});
