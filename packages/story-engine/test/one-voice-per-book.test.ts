import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { EPISODES } from '../src/plots/episodes';
import { catalogueThemeById } from '../src/world/catalogue';
import { themePlot } from '../src/plots/theme-story';
import { addLightLines } from '../src/story/light-lines';
import { answersLine, moodWordAnswers } from '../src/story/light-word-cues';
import type { StoryContext } from '../src/story/story-context';

/** Issue 28, round 11b: the stock voice every book shared — the cast's stock details, home and company, light words that answer nothing, two low points. */

const book = (theme: string, seed: number, age: '3-5' | '6-8', pal: { name: string; kind: 'child' | 'grown-up'; pronoun: 'he' | 'she' }, length: 'medium' | 'long' = 'medium') => {
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }, { ...pal, appearance: {}, traits: [] }], age_group: age, story_length: length, theme });
  return writeStory(writeIdea(inputs, seed), inputs).map((page) => page.text);
};

const STOCK_CAST = /laugh that made everyone smile|little hum for every job|very good memory for songs|notebook for drawing everything|pocket full of (?:interesting pebbles|useful string)|head full of questions|sharp eyes for small things|green front door|for company\.|was with \w+ all day|right there with|small, kind smile|stayed close by \w+'s side the whole time/;

describe('the cast without the stock voice (issue 28, round 11b)', () => {
  it('says nothing of an undescribed child\'s looks, no home for a day of its own, and meets a grown-up by coming along', () => {
    for (const [theme, age] of [['moving house', '3-5'], ['moving house', '6-8'], ['a new baby', '3-5'], ['two homes', '6-8']] as const) {
      const grandpa = book(theme, 1170300, age, { name: 'Grandpa', kind: 'grown-up', pronoun: 'he' }).join(' ');
      const leo = book(theme, 1170301, age, { name: 'Leo', kind: 'child', pronoun: 'he' }).join(' ');
      expect(grandpa, theme).not.toMatch(STOCK_CAST);
      expect(leo, theme).not.toMatch(STOCK_CAST);
      expect(`${grandpa} ${leo}`, theme).not.toMatch(/\blived in\b/);
    }
  });

  it('follows the hardest try with the theme\'s own words, not "Leo stayed close."', () => {
    for (const [index, theme] of ['learning to swim', 'a haircut', 'going to the dentist', 'baking', 'football', 'the zoo'].entries()) {
      const text = book(theme, 1170400 + index, '6-8', { name: 'Leo', kind: 'child', pronoun: 'he' }, 'long').join(' ');
      expect(text, theme).not.toMatch(/\bLeo stayed (?:close|right beside (?:her|Mia))\./);
    }
  });

  it('still says where the hero lives when the story goes somewhere from home', () => {
    expect(book('a day at the beach', 1170300, '6-8', { name: 'Leo', kind: 'child', pronoun: 'he' })[0]).toMatch(/a house in town/);
  });
});

describe('a theme\'s tiny word under the picture (issue 28, round 11b)', () => {
  it('is the sound of what its line does, or of nothing', () => {
    expect(answersLine('Peg!', 'Mia found her own peg, with a duck on it.')).toBe(true);
    expect(answersLine('Peg!', 'At carpet time, he sat at the edge and watched.')).toBe(false);
    expect(answersLine('Bye, bye!', 'Mia found her peg.')).toBe(false);
    expect(answersLine('Bye, bye!', 'Mum waved from the gate.')).toBe(true);
    expect(answersLine('Wah!', 'The baby cried and cried.')).toBe(true);
    expect(answersLine('In it goes!', 'This is Ruby.')).toBe(false);
    expect(answersLine('Shh, shh.', 'This is Luca.')).toBe(false);
    expect(answersLine('Snip, snip!', 'The hairdresser cut a little off the front.')).toBe(true);
  });

  it('goes after the line it answers, never on the pages that meet the cast, nor twice on a page; else the mood word', () => {
    const heavy = 'Notwithstanding considerable apprehension, Mia contemplated the extraordinary circumstances.';
    const pages = [['This is Ruby.', heavy, 'She drew a big red heart.'], [heavy, 'Leo was her brother.'], [heavy, 'The hairdresser cut a little off the front.', 'Mum smiled.'], [heavy, 'The scissors went snip.'], [heavy, 'Mia drew a card for Gran.'], ['The end.']];
    const lit = addLightLines({ pages, roles: pages.map((page) => page.map(() => 'kept' as const)) }, ['proud', 'happy', 'happy', 'happy', 'proud', 'happy'], 1, { themeWords: ['Snip, snip!', 'Swish!'] });
    const added = lit.pages.map((page, index) => page.filter((line) => !pages[index]!.includes(line)));
    expect(added[0]).toHaveLength(1);
    expect(['Snip, snip!', 'Swish!']).not.toContain(added[0]![0]);
    // "Leo was her brother." is nothing to cheer at.
    expect(added[1]).toEqual([]);
    const snipped = lit.pages.flat().indexOf('Snip, snip!');
    expect(['The hairdresser cut a little off the front.', 'The scissors went snip.']).toContain(lit.pages.flat()[snipped - 1]);
    // Once a book: the scissors' snip on the next page has it said already.
    expect(lit.pages.flat().filter((line) => line === 'Snip, snip!')).toHaveLength(1);
    // The mood word answers the drawing, and is not the one already said on the first page.
    expect(added[4]).toHaveLength(1);
    expect(added[4]![0]).not.toBe(added[0]![0]);
    expect(lit.pages[4]![lit.pages[4]!.indexOf('Mia drew a card for Gran.') + 1]).toBe(added[4]![0]);
  });
});

describe('a mood word under the picture (issue 28, round 12)', () => {
  it('is said at something on its page, and once a book', () => {
    const heavy = 'Notwithstanding considerable apprehension, Mia contemplated the extraordinary circumstances.';
    const pages = [[heavy, 'He drew a card with a moon.'], [heavy, 'Paper lanterns hung in the window.'], [heavy, 'Dad was there with him.'], [heavy, 'Lights shone on every house.'], ['The end.']];
    const lit = addLightLines({ pages, roles: pages.map((page) => page.map(() => 'kept' as const)) }, ['curious', 'curious', 'curious', 'curious', 'happy'], 0);
    const added = lit.pages.flatMap((page, index) => page.filter((line) => !pages[index]!.includes(line)));
    expect(lit.pages[0]).toEqual(pages[0]);
    expect(lit.pages[2]).toEqual(pages[2]);
    expect(new Set(added.flatMap((line) => line.toLowerCase().match(/[a-z]+/g) ?? [])).size).toBe(added.flatMap((line) => line.toLowerCase().match(/[a-z]+/g) ?? []).length);
    expect(moodWordAnswers('Look!', 'He drew a card with a moon.')).toBe(false);
    expect(moodWordAnswers('Ta-da!', 'He drew a card with a moon.')).toBe(true);
    expect(moodWordAnswers('Look!', 'Paper lanterns hung in the window.')).toBe(true);
  });
});

describe('one low point in a catalogue book (issue 28, round 11b)', () => {
  it('has no shared "Not yet" page beside the theme\'s own doubt', () => {
    const notYet = EPISODES['rising problem'].find((episode) => episode.middle === 'not yet')!;
    expect(notYet.fits({} as StoryContext, themePlot(catalogueThemeById('doctor')!))).toBe(false);
    // Books that said both before: the doctor's and a jab's, long, for three to five.
    for (const [theme, seed] of [['doctor', 1170123], ['jab', 1170157]] as const) {
      const text = book(theme, seed, '3-5', { name: 'Leo', kind: 'child', pronoun: 'he' }, 'long').join(' ');
      expect(text, theme).not.toMatch(/," sighed Mia\. "(?:Not yet|We can try once more|Don't give up)," said Leo\./);
    }
  });
});
