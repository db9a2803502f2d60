import { describe, expect, it } from 'vitest';
import type { StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { dayHadFood, isAnIdea, padOrOwn, takesPad, whispersTrue } from '../src/plots/pad-lines';
import type { StoryContext } from '../src/story/story-context';
import type { PlotShape } from '../src/plots/plot-shape';
import { endOfDayLines } from '../src/plots/episodes';
import { partFor } from '../src/plots/cast-parts';
import { castFromCharacter } from '../src/cast/cast-member';

// Round 17: read 37's long books carried three to six stock pads each ("You and me, Mummy!", "Evening came, and the first
// star came out.", "Afterwards, they shared pancakes", "Thank you for being there … Any time", Grandpa whispering of
// himself as "she"). A pad is said only where true of the day, at most one a book; a freed page takes the theme's own line.
const PADS: readonly RegExp[] = [
  /came and stood close to [^.]+\. "[^"]*," [^.]+ whispered/, /"(?:You and me|We can do it), [^!"]+!"/, /an idea came\.|had an idea\.(?!\S)/,
  /Afterwards, [^.]+ shared [^.]+\.|crumbs all down/, /first star came out|sky turned pink and gold|sky grew orange/,
  /drew a picture of the day|drew the whole day in crayon|painted the whole day for|made a drawing to give/, /told a story of long ago|sang an old, old song/,
  /carried the heavy things/, /laughed quietly, the way/, /Thank you for being there|"Any time,"|Thank you for helping me/,
];
const book = (theme: string, age_group: StoryInputs['age_group'], hero: string, pal: { name: string; kind: 'child' | 'grown-up'; pronoun: 'she' | 'he' }, seed: number): string[] => {
  const inputs: StoryInputs = { characters: [{ name: hero, kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { ...pal, appearance: {}, traits: [] }], age_group, story_length: 'long', theme, tone: 'gentle', art_style: 'flat', language: 'en' };
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};
const padsIn = (pages: readonly string[]) => PADS.filter((pad) => pages.some((text) => pad.test(text))).length;

describe('the stock pad lines of a long book', () => {
  it('says at most one pad a book, and keeps the length', () => {
    // Six pads before round 17: a whisper, "We can do it, Mummy!", the drawing, the thank-you, the sky.
    const pages = book('first day at a new nursery', '3-5', 'Dev', { name: 'Mummy', kind: 'grown-up', pronoun: 'she' }, 1710015);
    expect(pages).toHaveLength(24);
    expect(padsIn(pages)).toBeLessThanOrEqual(1);
  });

  it("takes the theme's own lines where a friend close, a cheer and an idea before a deed were any day's", () => {
    // Before round 17: "'Are you all right?' asked Mum.", "'We can do it, Mum!' said Reuben.", "… and an idea came." before he sang.
    const pages = book('my first football match for the team', '6-8', 'Reuben', { name: 'Mum', kind: 'grown-up', pronoun: 'she' }, 1710027);
    expect(pages).toHaveLength(24);
    expect(pages.join(' ')).not.toMatch(/Are you all right\?|I'm right here|"(?:We can do it|You and me), Mum!"|an idea came\./);
  });

  it('gives a book its one pad and no second (`takesPad`)', () => {
    const ctx = {} as StoryContext;
    expect(takesPad(ctx, 'cheer')).toBe(true);
    expect(takesPad(ctx, 'sky')).toBe(false);
    expect(takesPad(ctx, 'cheer')).toBe(false);
  });

  it('fills a freed page with a plain line of its own, never a second pad nor nothing', () => {
    const ctx = { themeText: 'nothing the catalogue knows', age: '3-5' } as StoryContext;
    const lines = (kind: 'cheer' | 'sky') => padOrOwn(ctx, { id: 'quest' }, kind, { true: true, pad: () => ['"You and me, Mum!"'], otherwise: () => ['Sam kept going.'] });
    expect(lines('cheer')).toEqual(['"You and me, Mum!"']);
    expect(lines('sky')).toEqual(['Sam kept going.']);
  });

  it('never says an untrue pad, even with the budget free', () => {
    const ctx = { themeText: 'x', age: '3-5' } as StoryContext;
    expect(padOrOwn(ctx, { id: 'quest' }, 'idea', { true: false, pad: () => ['Then, all at once, Mei had an idea.'], otherwise: () => ['Then Mei knew what to do.'] })).toEqual(['Then Mei knew what to do.']);
  });

  it('whispers only words that are not about someone as "she" or "he"', () => {
    expect(whispersTrue('She might forget the words, but she remembers the songs')).toBe(false);
    expect(whispersTrue('Messy hands wash clean. Try one finger')).toBe(true);
  });

  it('says an idea came only before a page that is one', () => {
    expect(isAnIdea('Mei thanked each grown-up with both hands when given a red envelope.')).toBe(false);
    expect(isAnIdea('What if they took turns, one song each?')).toBe(true);
    expect(isAnIdea('Tom had an idea: a stick beside it.')).toBe(false);
  });

  it('shares food afterwards only after a day that had food', () => {
    expect(dayHadFood({ themeText: 'finger painting at the kitchen table', age: '0-2' } as StoryContext, { id: 'quest' })).toBe(false);
    expect(dayHadFood({ themeText: 'making pancakes on a saturday morning', age: '3-5' } as StoryContext, { id: 'quest' })).toBe(true);
  });
});

describe('the sky at the end of a day at one event', () => {
  const ctx = (dusk?: string) => ({ hero: { name: 'Sam', his: 'his' }, pal: { name: 'Mum' }, one: (...options: string[]) => options[0], set: { dusk }, themeText: 'x', age: '3-5' }) as unknown as StoryContext;
  const plot = { id: 'quest', atItsEvent: true } as PlotShape;

  it('is said where the day ends outdoors', () => {
    expect(endOfDayLines(ctx(), plot, () => ['Sam yawned.'])[0].join(' ')).toContain('the sky turned pink and gold');
  });

  it('is not said indoors, where the place has a dusk of its own', () => {
    const [lines] = endOfDayLines(ctx('The lamps came on in the hall.'), plot, () => ['Sam yawned.']);
    expect(lines).toEqual(['The lamps came on in the hall.', 'Sam yawned.']);
  });
});

describe("a grown-up's part that would fit any day", () => {
  const hero = castFromCharacter({ name: 'Sam', kind: 'child', pronoun: 'he', appearance: {}, traits: [] });
  const member = (name: string) => castFromCharacter({ name, kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] });
  const partsAt = (age: StoryInputs['age_group'], name: string, themeText: string) => [0, 1, 2, 3].map((place) => partFor({ age, hero, seed: 1, themeText } as unknown as StoryContext, member(name), 'lively', place)).join(' ');

  it('carries the heavy things only on a day with things to carry', () => {
    expect(partsAt('6-8', 'Mum', 'a trip to the dentist')).not.toMatch(/heavy things/);
    expect(partsAt('6-8', 'Mum', 'the big supermarket shop')).toMatch(/carried the heavy things/);
  });

  it('never laughs quietly "the way she did when things were going to be all right"', () => {
    expect(partsAt('6-8', 'Mum', 'our cat going missing')).not.toMatch(/laughed quietly/);
  });

  it("never drops a grandparent's story of long ago into a little one's middle", () => {
    expect(partsAt('3-5', 'Nana', 'planting sunflower seeds')).not.toMatch(/long ago|old, old song/);
  });
});
