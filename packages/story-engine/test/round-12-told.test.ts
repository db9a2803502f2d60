import { describe, expect, it } from 'vitest';
import { storyInputsSchema, type AgeGroup, type StoryLength } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { catalogueThemeIn, THEME_CATALOGUE } from '../src/world/catalogue';
import { mendSlips, wordsSpeltIn } from '../src/understand/typed-slips';
import { readTheme } from '../src/understand/read-theme';
import { ROUND_12_REACH } from './reach-census-round-12';

/** Round 12: the theme the parent typed is told as the story, with the place, the class and the person its words name. */

type Cast = Array<{ name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she'; traits?: string[] }>;
const MAYA: Cast = [{ name: 'Maya', kind: 'child', pronoun: 'she' }];

const written = (theme: string, { age = '3-5', length = 'medium', notes, cast = MAYA, seed = 1220500 }: { age?: AgeGroup; length?: StoryLength; notes?: string; cast?: Cast; seed?: number } = {}) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: length, tone: 'gentle', theme, notes });
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs).map((page) => page.text);
  return { idea, pages, text: pages.join(' ') };
};

describe('the theme as typed', () => {
  // Where each lands is `catalogue-reach.test.ts`'s (the census holds round 12's phrasings); a few books here, to keep it quick.
  it('carries the class or the person the words name on pages 1-3', () => {
    const sample = ['a school trip to the farm', 'nursery trip to the farm', 'a trip to the science museum with her class', 'going to the seaside with granny', 'feeding the ducks with grandad'];
    for (const [typed, id, carried] of ROUND_12_REACH.filter(([typed]) => sample.includes(typed))) {
      const { idea, pages } = written(typed, { age: '0-2', length: 'short' });
      expect(idea.plot, typed).toBe(`theme:${id}`);
      expect(pages.slice(0, 3).join(' '), typed).toMatch(carried!);
    }
  });

  it('mends a slip of the keys to a word the catalogue spells, never a word spelt right', () => {
    const spelt = wordsSpeltIn(THEME_CATALOGUE.flatMap((entry) => [entry.words, ...(entry.means ? [entry.means] : [])]));
    expect(mendSlips('going to the dentits', spelt)).toBe('going to the dentist');
    expect(mendSlips('going to the libary', spelt)).toBe('going to the library');
    expect(mendSlips('a trip to the dentisst', spelt)).toMatch(/^a trip to the dentists?$/);
    // A real word a slip away from a catalogue word stays: "across" is no "cross", "house" no "horse".
    expect(mendSlips('a journey across the mountains', spelt)).toBe('a journey across the mountains');
    expect(mendSlips('a haunted house', spelt)).toBe('a haunted house');
    expect(catalogueThemeIn('a journey across the mountains')).toBeUndefined();
  });

  it('reads a fear of someone\'s animal as the fear of it, and a feeling about a day as the day', () => {
    expect(catalogueThemeIn('Afraid of the neighbours dog')?.id).toBe('fear-of-dogs');
    expect(catalogueThemeIn("scared of grandma's dog")?.id).toBe('fear-of-dogs');
    expect(catalogueThemeIn('help her with being brave at the dentist')?.id).toBe('dentist');
    expect(catalogueThemeIn('worried about going to the doctors')?.id).toBe('doctor');
    // With nothing else named, the feeling is the story still.
    expect(catalogueThemeIn('being brave')?.id).toBe('courage');
    expect(catalogueThemeIn('feeling nervous')?.id).toBe('worries');
  });

  it('tells the first snow as the first-snow day, never a quest for a snow globe', () => {
    for (const typed of ['the first snow', 'our first snowy day']) {
      expect(catalogueThemeIn(typed)?.id, typed).toBe('snow-day');
      const { idea, text } = written(typed, { age: '0-2', length: 'short' });
      expect(idea.plot, typed).toBe('theme:snow-day');
      expect(text, typed).not.toMatch(/snow globe|school was closed/);
      expect(text, typed).toMatch(/tiny snowman/);
    }
    // An older reader's first snow of winter is the snow day itself, not a toddler's wonder at it.
    const older = written('the first snow of winter', { age: '9-12', length: 'short' });
    expect(older.idea.plot).toBe('theme:snow-day');
    expect(older.text).not.toMatch(/tiny snowman|Is it soft|Can I touch it/);
  });
});

describe('who is with the hero', () => {
  it('is called by the family word the parent typed: Nana, Daddy, Grandad', () => {
    expect(written('going to the beach with nana', { length: 'short' }).pages.slice(0, 2).join(' ')).toMatch(/\bNana\b/);
    const camping = written('camping in the garden with daddy', { length: 'short' }).text;
    expect(camping).toMatch(/\bDaddy\b/);
    expect(camping).not.toMatch(/\bDad\b/);
  });

  it('is never the one the theme is without, who is the one the goodbye is for', () => {
    const { idea, text } = written('first christmas without grandad', { age: '6-8' });
    expect(idea.plot).toBe('theme:grandparent-goodbye');
    expect(idea.characters.map((member) => member.name)).not.toContain('Grandad');
    expect(idea.characters.map((member) => member.name)).not.toContain('Grandpa');
    expect(text).toMatch(/Grandad had died/);
    expect(text).not.toMatch(/\bGrandma\b/);
    expect(written('the first birthday without grandma').idea.plot).toBe('theme:grandparent-goodbye');
  });

  it('is the brother the cast gives when the theme is about him, never a made-up Sam at his side', () => {
    const cast: Cast = [{ name: 'Maya', kind: 'child', pronoun: 'she' }, { name: 'Owen', kind: 'child', pronoun: 'he', traits: ['little brother', 'autistic'] }];
    const { pages, text } = written('my brother has autism', { age: '6-8', length: 'long', cast });
    expect(pages[0]).toMatch(/Maya's brother, Owen, is autistic/);
    expect(text).not.toMatch(/\bSam\b/);
    expect(text).not.toMatch(/One more time, Owen/);
  });
});

describe('a day the catalogue does not know', () => {
  it('is a day out when the parent says what is gone to see', () => {
    // (Round 16: a show watched is its own entry, the going to a show.)
    expect(readTheme('going to see the panto')).toMatchObject({ kind: 'catalogue', entry: { id: 'going-to-a-show' } });
    expect(catalogueThemeIn('going to see grandma')?.id).toBe('grandmas-house');
  });
});

describe("a note's made-up thing in a place", () => {
  it('is looked for at the turn and is only what is always there', () => {
    const { pages, text } = written('scared of the dark', { notes: 'He says there is a monster under the bed.', cast: [{ name: 'Finn', kind: 'child', pronoun: 'he' }] });
    expect(pages[0]).toMatch(/Finn said there was a monster under the bed\./);
    expect(text).toMatch(/looked under the bed with a torch\. There was no monster, only his slippers and one lost sock\./);
    const wardrobe = written('bedtime', { age: '6-8', length: 'short', notes: "She is scared there's a ghost in the wardrobe." });
    expect(wardrobe.text).toMatch(/Maya was scared that there was a ghost in the wardrobe\./);
    expect(wardrobe.text).toMatch(/looked in the wardrobe with a torch\. There was no ghost, only her coats/);
  });
});
