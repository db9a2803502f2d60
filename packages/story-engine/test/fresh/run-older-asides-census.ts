import { STORY_LENGTHS, storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '../../src/index';
import { labelOf, THEME_CATALOGUE } from '../../src/world/catalogue';
import { catalogueSample } from '../catalogue-sample';
import { habitsClaimed, STOCK_ASIDES, stockAsidesIn } from './older-asides';
import { thinOlderPages } from './older-detectors';

/**
 * `npx tsx test/fresh/run-older-asides-census.ts <seed> <entries>`: how many nine-to-twelve catalogue books (different
 * themes, every length, a friend and a grown-up in the cast) carry each stock aside of `older-asides.ts`, and how many
 * claim a grown-up's habit of speech more than once.
 */
const [seed = '1390101', walked = '48'] = process.argv.slice(2);
const grownUps = [['Dad', 'he'], ['Mum', 'she'], ['Gran', 'she']] as const;
// One book a theme, its length by the theme's place in the catalogue: every book on a different theme.
const books = catalogueSample(Number(seed), ['any'], THEME_CATALOGUE, Number(walked)).map(([entry, , index]) => {
  const length = STORY_LENGTHS[index % STORY_LENGTHS.length]!;
  const [grown, pronoun] = grownUps[index % grownUps.length]!;
  const characters = [
    { name: index % 2 ? 'Rosa' : 'Theo', kind: 'child', pronoun: index % 2 ? 'she' : 'he', traits: [] },
    { name: 'Sam', kind: 'child', pronoun: 'he', traits: ['best friend'] },
    { name: grown, kind: 'grown-up', pronoun, traits: [] },
  ];
  const inputs = storyInputsSchema.parse({ characters, age_group: '9-12', story_length: length, theme: labelOf(entry), tone: 'heartwarming' });
  const idea = writeIdea(inputs, Number(seed) + index);
  const pages = writeStory(idea, inputs);
  return { id: `${entry.id} ${length}`, text: pages.map((page) => page.text).join('\n'), thin: thinOlderPages({ theme: '', pages }).length };
});
process.stdout.write(`${books.length} books for nine to twelve from seed ${seed}\n`);
for (const [name] of STOCK_ASIDES) process.stdout.write(`${String(books.filter((book) => stockAsidesIn(book.text).includes(name)).length).padStart(3)}  ${name}\n`);
const habits = books.filter((book) => habitsClaimed(book.text) > 1);
process.stdout.write(`${String(habits.length).padStart(3)}  a grown-up's habit claimed more than once${habits.length ? `: ${habits.slice(0, 5).map((book) => book.id).join(', ')}` : ''}\n`);
const total = books.reduce((sum, book) => sum + stockAsidesIn(book.text).length, 0);
// Round 16: a stock aside cut must not leave a picture book's page of one short line in its place.
process.stdout.write(`${String(books.filter((book) => book.thin > 1).length).padStart(3)}  books with more than one thin middle page (${books.reduce((sum, book) => sum + book.thin, 0)} thin pages)\n`);
process.stdout.write(`mean stock asides a book: ${(total / books.length).toFixed(2)}\n`);
