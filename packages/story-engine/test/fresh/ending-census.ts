import { writeIdea, writeStory } from '../../src/index';
import { plotById } from '../../src/plots';
import { buildContext } from '../../src/story/build-context';
import { planPages } from '../../src/story/plan-pages';
import { gagsOn, stockKindsIn, stockMiddlesIn } from './ending-detectors';
import { generateCases } from './parent-inputs';

/**
 * `npx tsx test/fresh/ending-census.ts <first seed> <count>`: over generated medium and long books, the pages after the
 * win (the resolution's first page), stock after-kinds and stock middle pages a book, and gags a page (issue 28, round 9).
 */
const [first = '1', count = '200'] = process.argv.slice(2);
const rows: Record<string, number[]> = {};
const add = (key: string, value: number) => (rows[key] ??= []).push(value);
let books = 0;
for (const generated of generateCases(Number(first), Number(count))) {
  const { inputs, seed } = generated;
  if (inputs.story_length === 'short') continue;
  const idea = writeIdea(inputs, seed);
  const pages = writeStory(idea, inputs);
  const plot = plotById(idea.plot, inputs.theme);
  const plan = planPages(buildContext(idea, inputs, plot), plot, inputs.story_length);
  const win = plan.findIndex((page) => page.beat === 'resolution');
  // A catalogue theme or a day a theme names (their after-part was the stock run) apart from the older plots (theirs is their own).
  const len = `${inputs.story_length} ${idea.plot.startsWith('theme:') || idea.plot === 'the-day' ? 'theme' : 'other plot'}`;
  books += 1;
  add(`${len}: pages after the win`, plan.length - win - 1);
  add(`${len}: stock after-kinds a book`, stockKindsIn(pages).length);
  add(`${len}: stock middle pages a book`, stockMiddlesIn(pages).length);
  add(`${len}: shared pages in the middle`, plan.filter((page) => page.beat === 'rising problem' && page.shared).length);
  const gags = pages.map((page) => gagsOn(page.text));
  add(`${len}: pages with 2+ gags a book`, gags.filter((n) => n > 1).length);
  if (inputs.tone === 'funny' || inputs.tone === 'silly') add(`${len} funny/silly: gags a page (x100)`, Math.round((100 * gags.reduce((a, b) => a + b, 0)) / pages.length));
}
process.stdout.write(`${books} medium and long books from seed ${first}\n`);
for (const [key, values] of Object.entries(rows).sort()) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  process.stdout.write(`${key}: mean ${mean.toFixed(2)}, max ${Math.max(...values)} (${values.length} books)\n`);
}
