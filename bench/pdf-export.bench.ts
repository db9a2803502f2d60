/**
 * Exports a 16-page book illustrated offline in each art style to a print-ready A4 PDF, each in a fresh
 * child process, so the time is a cold start (fonts and the style's compositing fields made on the way)
 * and the peak RSS is that process's own maxRSS. Then four exports of different watercolour books
 * started together in one process, as a busy server would run them (one render pool, one slot per core).
 * Pictures go through the product's own print path (print-art.ts: vector for flat, rendered for the
 * painted styles). Run: npm run bench -- pdf-export
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ART_STYLES, ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY, type ArtStyle, type Character } from '@studio/contracts/stories';
import type { BookForPrint } from '@studio/print';
import type { BenchFigure } from './types';

const TIME_TARGET_MS = 5000;
const RSS_TARGET_MB = 400;
const SIZE_TARGET_MB = 12;
const TOGETHER = 4;
const TOGETHER_TIME_TARGET_MS = 15_000;
const TOGETHER_RSS_TARGET_MB = 800;
const CHILD_FLAG = '--export-child';

interface ExportMeasurement {
  ms: number;
  /** CPU time of the export: next to wall time it shows how much a busy machine slowed the run. */
  cpuMs: number;
  maxRssMb: number;
  bytes: number;
  pages: number;
}

const CASTS: Character[][] = [
  [
    { name: 'Maya', kind: 'child', pronoun: 'she', appearance: { hair_color: 'black', skin_tone: 'brown' }, traits: [] },
    { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
  ],
  [{ name: 'Leo', kind: 'child', pronoun: 'he', appearance: { hair_color: 'ginger', skin_tone: 'fair' }, traits: [] }],
  [
    { name: 'Zara', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', skin_tone: 'dark' }, traits: [] },
    { name: 'Sparks', kind: 'creature', species: 'dragon', pronoun: 'they', appearance: {}, traits: [] },
  ],
  [{ name: 'Sam', kind: 'child', pronoun: 'they', appearance: {}, traits: [] }],
];

/** 16 pages and a cover drawn by the offline illustrator in `style`, as print-art.ts hands them to the layout. */
async function sixteenPageBook(style: ArtStyle, variant: number): Promise<BookForPrint> {
  const { sampleBook } = await import('../packages/print/test/fixtures/books');
  const { COVER_HEIGHT, COVER_WIDTH, SCENE_HEIGHT, SCENE_WIDTH, illustrateCover, illustrateScene } = await import('@studio/illustrator');
  const { artOfSvg } = await import('../apps/api/src/modules/pdf-exports/print-art');
  const characters = CASTS[variant % CASTS.length]!;
  const book = sampleBook(16);
  book.cover = artOfSvg(illustrateCover({ title: `Book ${variant}`, characters, setting: SETTINGS[variant % SETTINGS.length]!, style, showTitle: false }), style, COVER_WIDTH, COVER_HEIGHT);
  book.pages.forEach((page, index) => {
    const i = index + 1 + variant * 3;
    const scene = { setting: SETTINGS[i % SETTINGS.length]!, time_of_day: TIMES_OF_DAY[i % TIMES_OF_DAY.length]!, characters: characters.map((c) => c.name), action: ACTIONS[i % ACTIONS.length]!, mood: MOODS[i % MOODS.length]! };
    page.art = artOfSvg(illustrateScene({ scene, characters, style }), style, SCENE_WIDTH, SCENE_HEIGHT);
  });
  return book;
}

/** In the child: `count` exports of different books in `style`, started together. */
async function exportInChild(style: ArtStyle, count: number): Promise<ExportMeasurement> {
  const { renderBookPdf } = await import('@studio/print');
  const books = await Promise.all(Array.from({ length: count }, (_, variant) => sixteenPageBook(style, variant)));
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const results = await Promise.all(books.map((book) => renderBookPdf(book, { paperSize: 'a4', renderAhead: availableParallelism() })));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    bytes: Math.max(...results.map((result) => result.pdf.length)),
    pages: results[0]!.preflight.page_count,
  };
}

function measure(style: ArtStyle, count: number): ExportMeasurement {
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG, style, String(count)], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ExportMeasurement;
}

export default async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const style of ART_STYLES) {
    const result = measure(style, 1);
    const sizeMb = result.bytes / (1024 * 1024);
    figures.push(
      { name: `PDF export of a 16-page book + cover (${result.pages} PDF pages, A4), cold (${style})`, value: result.ms, unit: 'ms', target: `<= ${TIME_TARGET_MS / 1000} s`, pass: result.ms <= TIME_TARGET_MS },
      { name: `PDF export CPU time, user + system (${style})`, value: result.cpuMs, unit: 'ms' },
      { name: `PDF export peak RSS, child process maxRSS (${style})`, value: result.maxRssMb, unit: 'MB', target: `<= ${RSS_TARGET_MB} MB`, pass: result.maxRssMb <= RSS_TARGET_MB },
      { name: `PDF export file size (${style})`, value: sizeMb, unit: 'MB', target: `<= ${SIZE_TARGET_MB} MB`, pass: sizeMb <= SIZE_TARGET_MB },
    );
  }
  const together = measure('watercolor', TOGETHER);
  figures.push(
    { name: `${TOGETHER} exports of different watercolour books started together, all done`, value: together.ms, unit: 'ms', target: `<= ${TOGETHER_TIME_TARGET_MS / 1000} s`, pass: together.ms <= TOGETHER_TIME_TARGET_MS },
    { name: `${TOGETHER} exports together, peak RSS`, value: together.maxRssMb, unit: 'MB', target: `<= ${TOGETHER_RSS_TARGET_MB} MB`, pass: together.maxRssMb <= TOGETHER_RSS_TARGET_MB },
  );
  return figures;
}

if (process.argv.includes(CHILD_FLAG)) {
  const [style, count] = process.argv.slice(process.argv.indexOf(CHILD_FLAG) + 1);
  process.stdout.write(`${JSON.stringify(await exportInChild(style as ArtStyle, Number(count)))}\n`);
}
