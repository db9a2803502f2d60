import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn, hintOf, lightWordsOf, doubtOf, catalogueThemeById } from '../src/world/catalogue';
import { OLDER_BY_ENTRY } from '../src/world/catalogue/older-lines';
import { ROUND_13_KITS } from '../src/world/catalogue/round-13-entries';
import { ROUND_13_REACH } from './reach-census-round-13';
import { readBroad, toldRate } from './fresh/broad-census';
import { readTheme } from '../src/understand/read-theme';

/** Round 13 (breadth): themes a broad list of parents' words found untold get entries of their own, each told as the story. */

const written = (theme: string, { age = '3-5', length = 'short', seed = 1350500, hero = 'Maya' }: { age?: AgeGroup; length?: StoryLength; seed?: number; hero?: string } = {}) => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: hero, kind: 'child', pronoun: 'she' }], age_group: age, story_length: length, tone: 'gentle', theme });
  const idea = writeIdea(inputs, seed);
  return { idea, text: writeStory(idea, inputs).map((page) => page.text).join(' ') };
};

describe('round 13\'s entries', () => {
  it('lands every phrasing of the round\'s census on its entry', () => {
    const missed = ROUND_13_REACH.filter(([typed, id]) => catalogueThemeIn(typed)?.id !== id).map(([typed, id]) => `${typed} -> ${catalogueThemeIn(typed)?.id} (not ${id})`);
    expect(missed).toEqual([]);
  });

  it('gives every entry its own low point, hint, tiny words and older lines, in the shared tables', () => {
    for (const { entry } of ROUND_13_KITS) {
      const registered = catalogueThemeById(entry.id)!;
      // The kit's own entry, with any variants of later rounds beside its own (round 15: World Book Day's named costume).
      const { variants: _registeredVariants, ...registeredOwn } = registered;
      const { variants: _kitVariants, ...kitOwn } = entry;
      expect(registeredOwn, entry.id).toEqual(kitOwn);
      expect(doubtOf(registered), entry.id).toBeDefined();
      expect(hintOf(registered), entry.id).toBeDefined();
      expect(lightWordsOf(`theme:${entry.id}`).length, entry.id).toBeGreaterThan(0);
      expect(OLDER_BY_ENTRY[entry.id]?.want, entry.id).toBeDefined();
    }
  });

  it('tells each as the story, with its own true details', () => {
    const books: ReadonlyArray<readonly [string, string, RegExp]> = [
      ['passover seder with the cousins', 'passover', /four questions/],
      ['vaisakhi', 'vaisakhi', /langar/],
      ['my son is lego mad', 'lego', /tower/],
      ['the police', 'police', /police/],
    ];
    for (const [typed, id, detail] of books) {
      const { idea, text } = written(typed);
      expect(idea.plot, typed).toBe(`theme:${id}`);
      expect(text, typed).toMatch(detail);
    }
  });

  it('keeps what the words say: a hedgehog is never given milk, Saturday pancakes are no race', () => {
    // Milk is named only as what is not given: water is.
    const hedgehog = written('a hedgehog in our garden', { length: 'medium' }).text;
    expect(hedgehog).toMatch(/\bwater\b/);
    expect(hedgehog).not.toMatch(/\b(?:drank|lapped|gave it|poured)\b[^.]*\bmilk\b/);
    expect(catalogueThemeIn('pancakes for breakfast')?.id).toBe('pancakes');
    // The pancake race is Pancake Day's, never a race with heats, lanes and stopwatches.
    expect(readTheme('the pancake race at school')).toMatchObject({ kind: 'catalogue', entry: { id: 'pancake-day' } });
    expect(catalogueThemeIn('flying to the moon')?.id).toBe('space-rockets');
    // A theme about a crime at home is no love of police cars.
    expect(catalogueThemeIn('the police came after the burglary')?.id).not.toBe('police');
    // A child called Robin is no bird, and the moon festival no night of stargazing.
    expect(catalogueThemeIn('Robin starts school')?.id).not.toBe('garden-birds');
    expect(catalogueThemeIn('the moon festival')?.id).toBe('mid-autumn');
    expect(catalogueThemeIn('mid autumn festival')?.id).toBe('mid-autumn');
  });
});

describe('an older reader\'s friend', () => {
  it('names the event in the kind\'s line, never "{name}" (Pancake Day, with a friend the story brings)', () => {
    const books = [1350900, 1350902, 1350904, 1350906].map((seed) => written('Pancake Day', { age: '9-12', length: 'long', seed, hero: 'Ada' }));
    for (const { idea, text } of books) {
      expect(idea.plot).toBe('theme:pancake-day');
      expect(text).not.toMatch(/\{name\}/);
    }
    expect(books.some(({ text }) => /Whatever happens at Pancake Day/.test(text))).toBe(true);
  });
});

describe('words an older entry did not know', () => {
  it('reads a fireman, a builder and a farmer as their entries, and saving the planet as no rocket', () => {
    expect(catalogueThemeIn('he wants to be a fireman')?.id).toBe('fire-engines');
    expect(catalogueThemeIn('a builder')?.id).toBe('diggers');
    expect(catalogueThemeIn('farmers')?.id).toBe('farm');
    expect(catalogueThemeIn('the solar system')?.id).toBe('space-rockets');
    expect(catalogueThemeIn('saving the planet')?.id).not.toBe('space-rockets');
    expect(catalogueThemeIn('helping the planet')?.id).not.toBe('space-rockets');
  });
});

describe('the broad census (test/fresh/run-broad-census.ts)', () => {
  it('reads where a theme lands and whether its plot tells it', () => {
    const told = readBroad('rosh hashanah');
    expect(told).toMatchObject({ placed: 'catalogue', entry: 'rosh-hashanah', plot: 'theme:rosh-hashanah', told: true });
    const untold = readBroad('burns night');
    expect(untold.told).toBe(false);
    expect(toldRate([told, untold])).toBe(0.5);
  });
});
