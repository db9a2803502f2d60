import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { plotIdea } from '../src/idea/write-idea';
import { feltMood } from '../src/story/page-feeling';
import { mayDropWithoutOrphans } from '../src/story/names-on-the-page';
import { isOwnBirthday, readTheme } from '../src/understand/read-theme';
import { standsAlone } from '../src/understand/read-words';
import { storyText } from './story-text';
import { pointedBack } from '../src/core/text';

/** The engine's side of round 6's surface fixes; the detectors that find the defects are in surface-detectors.test.ts. */

describe('a child’s own birthday', () => {
  const adaeze = { name: 'Adaeze', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
  const grandpa = { name: 'Grandpa', kind: 'grown-up' as const, pronoun: 'he' as const, appearance: {}, traits: [] };
  const inputs = storyInputsSchema.parse({ characters: [adaeze, grandpa], age_group: '3-5', story_length: 'long', tone: 'gentle', theme: 'my 5th birthday' });

  it('is read from the parent’s words, and a friend’s party is not', () => {
    for (const theme of ['my 5th birthday', 'turning four', 'her birthday', 'my birthday party', 'our twins birthday']) expect(isOwnBirthday(theme), theme).toBe(true);
    for (const theme of ['birthday', 'a birthday party', "grandpa's birthday", 'surprise party']) expect(isOwnBirthday(theme), theme).toBe(false);
    expect(readTheme('my 5th birthday')).toMatchObject({ kind: 'catalogue', entry: { id: 'birthday' } });
    expect(readTheme('a birthday party')).toEqual({ kind: 'told' });
  });

  it('is the hero’s in the idea and on every page, never Grandpa’s party; a plot of its own never makes it someone else’s', () => {
    const idea = writeIdea(inputs, 640329);
    const text = `${idea.summary} ${storyText(writeStory(idea, inputs))}`;
    expect(text).toMatch(/Adaeze's birthday|Today was her birthday/);
    expect(text).not.toMatch(/Grandpa's (?:birthday|party)/);
    for (let seed = 0; seed < 20; seed += 1) expect(plotIdea(inputs, seed).plot).not.toBe('celebration');
  });
});

describe('how a page feels', () => {
  it('is worried when its own lines say something went wrong, whatever the plot planned', () => {
    expect(feltMood('curious', ['The baby cried and cried.'])).toBe('worried');
    expect(feltMood('surprised', ['Splat went her apple pie!'])).toBe('worried');
    expect(feltMood('happy', ['The worry was gone.', 'They were friends again.'])).toBe('happy');
    expect(feltMood('sad', ['Mia sat down.'])).toBe('sad');
  });
});

describe('a little listener’s line cut in two', () => {
  it('is cut only where the second half is a sentence of its own', () => {
    expect(standsAlone('a gust of wind went whoosh')).toBe(true);
    expect(standsAlone("Mia's whole house was packed into boxes")).toBe(true);
    expect(standsAlone('a balloon to take home')).toBe(false);
    expect(standsAlone('a lantern for every window')).toBe(false);
  });
});

describe('fitting a page to its band', () => {
  const mayDrop = mayDropWithoutOrphans([{ calls: ['Salma'], pronoun: 'she' }, { calls: ['Grandpa'], pronoun: 'he' }]);

  it('never drops the line that names the one a later "he" is', () => {
    const page = ['Salma waved.', 'Grandpa had a red hat.', '"Hello!" he said.'];
    expect(mayDrop(page, 1)).toBe(false);
    expect(mayDrop(page, 0)).toBe(true);
    // The hero's "she" carries over the page, so it is never in question.
    expect(mayDrop(['Grandpa waved.', 'Salma smiled.', 'She ran.'], 1)).toBe(true);
  });
});

describe('the place of a story', () => {
  it('is never under the sea for a cast whose animal lives on land, and is for a child alone', () => {
    const hina = { name: 'Hina', kind: 'child' as const, pronoun: 'she' as const, appearance: {}, traits: [] };
    const pip = { name: 'Pip', kind: 'animal' as const, species: 'cat', pronoun: 'he' as const, appearance: {}, traits: [] };
    const withCat = storyInputsSchema.parse({ characters: [hina, pip], age_group: '3-5', story_length: 'medium', tone: 'cozy', theme: 'a coral reef' });
    for (let seed = 0; seed < 12; seed += 1) expect(writeIdea(withCat, seed).setting).not.toBe('under the sea');
    // A child with no animal may still go under the sea, as the theme says.
    const alone = storyInputsSchema.parse({ ...withCat, characters: [hina] });
    expect(Array.from({ length: 12 }, (_, seed) => writeIdea(alone, seed).setting)).toContain('under the sea');
  });
});

describe('a theme pointed back to', () => {
  it('takes its number from the head noun, not from a place after it', () => {
    expect(pointedBack('a treasure hunt in the woods')).toBe('that treasure hunt in the woods');
    expect(pointedBack('trips to the seaside')).toBe('those trips to the seaside');
    expect(pointedBack('sticky buns')).toBe('those sticky buns');
  });
});
