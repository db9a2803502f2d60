import { storyInputsSchema, type Character } from '@studio/contracts/stories';
import { pagesNaming, wholePhraseCount } from './day-detectors';
import type * as Engine from '../../src/index';

/**
 * `npx tsx test/fresh/run-day-census.ts [first seed] [books per theme]`: over the day themes below, one book per seed at
 * a cell of the age × length grid each, how often a book told by `the-day` says the parent's whole phrase, and how many
 * of its pages after the first name the day's thing or place (its head word). `SRC=<dir>` reads another copy of `src`.
 */
const THEMES: readonly string[] = [
  'building a robot out of cardboard boxes', 'a trip to the post office', 'baking bread with nonna', 'painting the fence', 'planting a tree',
  'making a bird feeder', 'sewing a cushion', 'fixing the wobbly chair with grandad', 'going to the bank', 'a visit to the bakery',
  'visiting the police station', 'going to a jumble sale', 'making soup with grandma', 'knitting a scarf with nana', 'painting my bedroom',
  'building a treehouse with uncle raj', 'a trip to the recycling centre', 'fixing the fence', 'making a card for grandma', 'cooking dinner with dad',
];
const GRID = (['0-2', '3-5', '6-8', '9-12'] as const).flatMap((age) => (['short', 'medium', 'long'] as const).map((length) => [age, length] as const));
const CASTS: readonly Character[][] = [
  [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: {}, traits: [] }],
  [{ name: 'Dev', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }, { name: 'Grandma', kind: 'grown-up', pronoun: 'she', appearance: {}, traits: [] }],
  [{ name: 'Sam', kind: 'child', pronoun: 'they', appearance: {}, traits: [] }, { name: 'Leo', kind: 'child', pronoun: 'he', appearance: {}, traits: [] }],
];
/** The head word a reader hears the day by: the thing done or made, else the place. */
const HEADS: Readonly<Record<string, string>> = {
  'building a robot out of cardboard boxes': 'robot', 'a trip to the post office': 'post office', 'baking bread with nonna': 'bread', 'painting the fence': 'fence',
  'planting a tree': 'tree', 'making a bird feeder': 'feeder', 'sewing a cushion': 'cushion', 'fixing the wobbly chair with grandad': 'chair', 'going to the bank': 'bank',
  'a visit to the bakery': 'bakery', 'visiting the police station': 'police station', 'going to a jumble sale': 'sale', 'making soup with grandma': 'soup',
  'knitting a scarf with nana': 'scarf', 'painting my bedroom': 'bedroom', 'building a treehouse with uncle raj': 'treehouse', 'a trip to the recycling centre': 'recycling',
  'fixing the fence': 'fence', 'making a card for grandma': 'card', 'cooking dinner with dad': 'dinner',
};

const src = process.env.SRC ?? '../../src';
const { writeIdea, writeStory } = (await import(`${src}/index`)) as typeof Engine;
const [first = '7100', perTheme = '3'] = process.argv.slice(2);
let books = 0;
let said = 0;
let most = 0;
let naming = 0;
let pages = 0;
let short = 0;
let saidMoreThanOnce = 0;
THEMES.forEach((theme, index) => {
  for (let n = 0; n < Number(perTheme); n += 1) {
    const [age_group, story_length] = GRID[(index * 5 + n * 7) % GRID.length]!;
    const inputs = storyInputsSchema.parse({ characters: CASTS[(index + n) % CASTS.length], age_group, story_length, theme });
    const idea = writeIdea(inputs, Number(first) + index * 31 + n);
    if (idea.plot !== 'the-day') continue;
    const story = { pages: writeStory(idea, inputs) };
    const count = wholePhraseCount(story, theme);
    books += 1;
    said += count;
    most = Math.max(most, count);
    if (count > 1) saidMoreThanOnce += 1;
    naming += pagesNaming(story, HEADS[theme]!);
    short += pagesNaming({ pages: story.pages.filter((page) => wholePhraseCount({ pages: [page] }, theme) === 0) }, HEADS[theme]!);
    pages += story.pages.length - 1;
  }
});
process.stdout.write(`${books} books by the-day from seed ${first}: the whole phrase ${(said / books).toFixed(2)} times a book (at most ${most}; more than once in ${saidMoreThanOnce}); `);
process.stdout.write(`pages after the first naming the thing or place ${(naming / books).toFixed(2)} a book, ${((100 * naming) / pages).toFixed(0)}% of pages, ${(short / books).toFixed(2)} without the whole phrase\n`);
