import { describe, expect, it } from 'vitest';
import { AGE_GROUPS, STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import type { AgeGroup, StoryLength } from '@studio/contracts/stories';
import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { fleschKincaidGrade, writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn } from '../src/world/catalogue';
import { storyText } from './story-text';

/** Themes parents type that were told as a stock story until round 11c: each its own story, true to its words. */

const told = (theme: string, age: AgeGroup, length: StoryLength = 'medium', seed = 1190777) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Luca', kind: 'child', pronoun: 'he', traits: [] }], age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { plot: idea.plot, title: idea.title, text: storyText(writeStory(idea, inputs)) };
};

const NEW_ENTRIES: ReadonlyArray<readonly [id: string, typed: string]> = [
  ['animal-noises', 'animal noises'], ['nap-time', 'nap time'], ['neighbours-pet', 'meeting the new puppy next door'],
  ['sibling-autism', 'my brother has autism'], ['music-exam', 'a piano exam'], ['snow-day', 'seeing snow for the first time'],
];
const MAX_GRADE: Record<AgeGroup, number> = { '0-2': 2, '3-5': 2, '6-8': 4, '9-12': 7 };

describe("round 11c's entries", () => {
  it('are each offered to parents and told as their own story', () => {
    for (const [id, typed] of NEW_ENTRIES) {
      expect(BUILT_IN_THEMES.some((theme) => theme.id === id), id).toBe(true);
      expect(catalogueThemeIn(typed)?.id, typed).toBe(id);
      expect(told(typed, '0-2', 'long').plot, typed).toBe(`theme:${id}`);
    }
  });

  it('stay in the reading band at every age and length', () => {
    NEW_ENTRIES.forEach(([, typed], index) => AGE_GROUPS.forEach((age, a) => {
      const length = STORY_LENGTHS[(index + a) % STORY_LENGTHS.length]!;
      expect(fleschKincaidGrade(told(typed, age, length).text), `${typed} ${age} ${length}`).toBeLessThanOrEqual(MAX_GRADE[age]);
    }));
  });
});

describe('a nap', () => {
  it('is in the day: the sun is up, and it is never a night or a bedtime', () => {
    for (const age of ['0-2', '3-5'] as const) {
      const { text } = told('nap time', age, 'long');
      expect(text).toMatch(/\bnap\b/);
      expect(text).not.toMatch(/\b(?:night|bedtime|moon|stars?|dark)\b/i);
    }
  });
});

describe('the first snow', () => {
  it('is the wonder of the first snow, never a quest for a snow globe, and no school closed for a toddler', () => {
    const { text } = told('seeing snow for the first time', '0-2', 'long');
    expect(text).toMatch(/snow/i);
    expect(text).not.toMatch(/snow globe|school was closed/i);
    expect(catalogueThemeIn('a snow day')?.id).toBe('snow-day');
  });
});

describe('the pet next door', () => {
  it("is the neighbour's: met by asking first, and never coming to live with the hero's family", () => {
    const { text, title } = told('meeting the new puppy next door', '3-5', 'long');
    expect(title).toMatch(/Puppy/);
    expect(text).toMatch(/neighbour/);
    expect(text).not.toMatch(/coming to live|live with .* family|new pet/i);
    expect(catalogueThemeIn('our new puppy')?.id).toBe('new-pet');
    expect(catalogueThemeIn('scared of the dog next door')?.id).toBe('fear-of-dogs');
    expect(catalogueThemeIn('afraid of the neighbours dog')?.id).not.toBe('neighbours-pet');
  });
});

describe('a brother or sister who is autistic', () => {
  it('is told gently and truly, with a way to play together, never a fear or a fix', () => {
    const { text, title } = told('my sister is autistic', '6-8', 'long');
    expect(title).toMatch(/Sister/);
    expect(text).toMatch(/sister, Sam, is autistic/);
    expect(text).toMatch(/trains/);
    expect(text).not.toMatch(/\b(?:cured?|fix(?:ed)?|normal|scared|dark hollow)\b/i);
    // A try that upset Sam is never smiled back at.
    expect(text).not.toMatch(/thought of the time[^.]*, and smiled/);
    expect(told('my brother has autism', '3-5', 'medium', 1190778).text).not.toMatch(/He was autistic\./);
    // The child the book is for being autistic is no sibling's story.
    expect(catalogueThemeIn('my son has autism')?.id).not.toBe('sibling-autism');
  });
});

describe('a music exam', () => {
  it('is an examiner, scales and sight-reading in a quiet room, with the result later; no audience clapping', () => {
    const { text } = told('a piano exam', '9-12', 'long');
    expect(text).toMatch(/examiner/);
    expect(text).toMatch(/scales/);
    expect(text).toMatch(/result|passed/);
    expect(text).not.toMatch(/audience clapp|clapped|bowed/i);
    expect(told('grade two violin exam', '6-8').text).toMatch(/violin/);
    // No one sneezes or claps at the wrong moment in an exam room, even in a silly book.
    const silly = storyInputsSchema.parse({ characters: [{ name: 'Luca', kind: 'child', pronoun: 'he' }, { name: 'Hana', kind: 'child', pronoun: 'she' }], age_group: '6-8', story_length: 'medium', tone: 'silly', theme: 'a piano exam' });
    const sillyText = storyText(writeStory(writeIdea(silly, 1190223), silly));
    expect(sillyText).toMatch(/examiner/);
    expect(sillyText).not.toMatch(/sneezed|hiccup|at the wrong moment|the wrong way round|both eyes shut/);
  });
});
