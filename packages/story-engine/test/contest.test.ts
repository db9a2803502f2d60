import { describe, expect, it } from 'vitest';
import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../src/index';
import { readContest } from '../src/understand/read-contest';
import { readTheme } from '../src/understand/read-theme';
import { catalogueThemeById } from '../src/world/catalogue';
import { contestUntold, toddlerBeats } from './fresh/older-detectors';

/**
 * A contest a theme names inside an interest (issue 28, round 9): read in the parent's own words, with proper nouns and
 * plurals kept, and told as the contest in its true order, with a result that is not always winning.
 */

describe('reading a contest in a theme', () => {
  it('keeps the parent\'s words, capitals, hyphens and plurals, and says how it is run', () => {
    expect(readContest('a pony club competition')).toMatchObject({ name: 'the pony club competition', of: 'pony club', form: 'judged', plural: false });
    expect(readContest('the Regional Gymnastics Championships')).toMatchObject({ name: 'the Regional Gymnastics Championships', word: 'Championships', plural: true, form: 'judged' });
    expect(readContest('the under-11s rugby tournament')).toMatchObject({ name: 'the under-11s rugby tournament', form: 'match', rounds: true, team: true });
    expect(readContest('the football final')).toMatchObject({ name: 'the football final', form: 'match', rounds: false, team: true });
    expect(readContest('the netball league final')).toMatchObject({ word: 'final', of: 'netball league' });
    expect(readContest('a chess tournament')).toMatchObject({ form: 'match', rounds: true, team: false });
    expect(readContest('the county cross-country race')).toMatchObject({ name: 'the county cross-country race', form: 'race' });
    expect(readContest('going to a horse show with grandma')).toMatchObject({ name: 'the horse show', form: 'judged' });
    // A painting or a cake is made beforehand and laid out for the judges, never performed.
    expect(readContest('the school art competition')).toMatchObject({ form: 'made' });
    expect(readContest('the village show baking contest')).toMatchObject({ form: 'made' });
  });

  it('finds none where nothing says what it is a contest of, or where the word is no contest', () => {
    for (const theme of ['a race to the moon', 'a puppet show', 'a bumble bee', 'racing cars', 'the final countdown to Christmas', 'dinosaurs']) expect(readContest(theme), theme).toBeUndefined();
  });

  it('places a contest inside an interest as the contest, and leaves the catalogue\'s own contests and outings theirs', () => {
    expect(readTheme('a pony club competition').kind).toBe('contest');
    expect(readTheme('a gymnastics competition').kind).toBe('contest');
    // Not a swimming lesson (the moment "swimming" names).
    expect(readTheme('the regional swimming championships').kind).toBe('contest');
    expect(readTheme('horses').kind).toBe('catalogue');
    expect(readTheme('a swimming gala').kind).toBe('catalogue');
  });
});

const cast = [
  { name: 'Freya', kind: 'child', pronoun: 'she', traits: [] },
  { name: 'Storm', kind: 'child', pronoun: 'they', traits: ['her cousin'] },
  { name: 'Mum', kind: 'grown-up', pronoun: 'she', traits: [] },
];
const book = (theme: string, age: string, length: string, seed: number) => {
  const inputs = storyInputsSchema.parse({ characters: cast, age_group: age, story_length: length, theme, tone: 'adventurous' });
  const idea = writeIdea(inputs, seed);
  return { idea, pages: writeStory(idea, inputs) };
};

describe('a contest told as the story', () => {
  const THEMES = ['a pony club competition', 'the under-11s rugby tournament', 'the county cross-country race', 'the Regional Gymnastics Championships', 'a piano competition'];

  it('is the contest on its pages, in order, for nine to twelve and six to eight, with none of the little ones\' beats', () => {
    for (const [index, theme] of THEMES.entries()) {
      for (const [age, length] of [['9-12', 'medium'], ['9-12', 'long'], ['6-8', 'medium']] as const) {
        const told = book(theme, age, length, 4100 + index);
        const where = `${theme} ${age} ${length}`;
        expect(told.idea.plot, where).toBe('the-contest');
        expect(contestUntold({ theme, pages: told.pages }), where).toEqual([]);
        const text = told.pages.map((page) => page.text).join('\n');
        // Its name as the parent wrote it, never lower-cased or made singular.
        expect(text, where).toContain(readContest(theme)!.name.replace(/^the /, ''));
        // Getting ready comes before it, and the result after the turn.
        // A race over ground (cross-country) has no heats: it starts with the horn, in a crowd at the start.
        expect(text.search(/practised|getting ready/), where).toBeLessThan(text.search(/\bheats?\b|\bthe draw\b|running order|judges|referee|the horn went|waited at the start/));
        if (/cross-country/.test(theme)) expect(text, where).not.toMatch(/\blanes?\b|\bheats?\b/);
        if (age === '9-12') expect(toddlerBeats({ theme, pages: told.pages, grownUps: ['Mum'] }), where).toEqual([]);
      }
    }
  });

  it('lays out a made thing for the judges, never performs it, and takes no detail of a day spent on the interest', () => {
    const art = book('the school art competition', '9-12', 'medium', 4400).pages.map((page) => page.text).join('\n');
    expect(art).toMatch(/entries|entry/);
    expect(art).not.toMatch(/running order|name was called|went out, and/);
    const piano = book('a piano competition', '9-12', 'long', 4401).pages.map((page) => page.text).join('\n');
    const music = catalogueThemeById('music')!;
    for (const detail of music.details.flatMap((wording) => (typeof wording === 'string' ? [wording] : [...wording]))) expect(piano).not.toContain(detail.replace(/\{[a-z]+\}.*$/, '').slice(0, 30));
  });

  it('does not always end in winning: across seeds it is won, placed and lost, and lost when the theme says so', () => {
    const results = new Set(Array.from({ length: 12 }, (_, seed) => {
      const text = book('a pony club competition', '9-12', 'medium', 5200 + seed).pages.map((page) => page.text).join('\n');
      return /put Freya first/.test(text) ? 'won' : /came third/.test(text) ? 'placed' : /not placed/.test(text) ? 'out' : 'unsaid';
    }));
    expect([...results].sort()).toEqual(['out', 'placed', 'won']);
    const lost = book('losing the gymnastics competition', '9-12', 'medium', 5300).pages.map((page) => page.text).join('\n');
    expect(lost).toMatch(/not placed/);
  });

  it('tells a catalogue contest to nine to twelve in its true order, and to a younger reader as the event\'s own day', () => {
    expect(book('a swimming gala', '9-12', 'medium', 4300).idea.plot).toBe('the-contest');
    expect(book('a swimming gala', '3-5', 'medium', 4300).idea.plot).toBe('theme:swimming-gala');
  });
});

describe('trying out for a team', () => {
  it('is the team\'s trials, told as the contest (it was a mountain quest for a ribbon)', () => {
    expect(readContest('trying out for the netball team')).toMatchObject({ name: 'the netball team trials', plural: true });
    expect(readTheme('trying out for the netball team').kind).toBe('contest');
  });
});
