/**
 * Issue 10: a print quote through the API (GET /api/v1/pricing for an illustrated book, autocannon,
 * 10 connections), target p99 <= 20 ms; and the print files of a 24-page book (interior padded to the
 * paperback's page count, and the cover spread) in every art style, each in a fresh process, target <= 5 s.
 * Run: npm run bench -- print-orders
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { ART_STYLES, type ArtStyle, type Character } from '@studio/contracts/stories';
import type { BenchFigure } from './types';
import { productEnv, startProductProcess } from './support/processes';
import { peakRssMb } from './support/peak-rss';
import { drawnBook } from './support/story-api';

const QUOTE_P99_TARGET_MS = 20;
const FILES_TARGET_MS = 5000;
const CHILD_FLAG = '--print-files-child';

async function quoteLatency(): Promise<BenchFigure[]> {
  const product = await startProductProcess();
  try {
    const { accessToken, storyId } = await drawnBook(product.url, product.dataDir);
    const url = `${product.url}/api/v1/pricing?story_id=${storyId}&binding=hardcover&quantity=12&country=FR&shipping_level=PRIORITY_MAIL`;
    const headers = { authorization: `Bearer ${accessToken}` };
    await autocannon({ url, connections: 10, duration: 2, headers });
    const result = await autocannon({ url, connections: 10, duration: 8, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`pricing: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return [
      { name: 'GET /api/v1/pricing quote of an illustrated book, 10 connections (book read through the 15 s quote cache)', value: result.requests.average, unit: 'req/s' },
      { name: 'quote p99 latency', value: result.latency.p99, unit: 'ms', target: `<= ${QUOTE_P99_TARGET_MS} ms`, pass: result.latency.p99 <= QUOTE_P99_TARGET_MS },
    ];
  } finally {
    await product.stop();
  }
}

interface FilesMeasurement {
  ms: number;
  interiorPages: number;
  maxRssMb: number;
}

const CHARACTERS = [
  { name: 'Maya', kind: 'child', pronoun: 'she', appearance: { hair_color: 'black', skin_tone: 'brown' }, traits: [] },
  { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
] satisfies Character[];

/** The cover and 24 pages of a book in `style`, as the offline illustrator draws them. */
async function bookPictures(style: ArtStyle): Promise<Array<{ svg: string; width: number; height: number }>> {
  const { illustrateScene, illustrateCover, SCENE_WIDTH, SCENE_HEIGHT, COVER_WIDTH, COVER_HEIGHT } = await import('@studio/illustrator');
  const { ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY } = await import('@studio/contracts/stories');
  const pages = Array.from({ length: 24 }, (_, index) => {
    const scene = { setting: SETTINGS[index % SETTINGS.length]!, time_of_day: TIMES_OF_DAY[index % TIMES_OF_DAY.length]!, characters: ['Maya', 'Rusty'], action: ACTIONS[index % ACTIONS.length]!, mood: MOODS[index % MOODS.length]! };
    return { svg: illustrateScene({ scene, characters: CHARACTERS, style }), width: SCENE_WIDTH, height: SCENE_HEIGHT };
  });
  return [{ svg: illustrateCover({ title: 'Sample book', characters: CHARACTERS, setting: 'forest', style, showTitle: false }), width: COVER_WIDTH, height: COVER_HEIGHT }, ...pages];
}

/** In a child: the print rasters of the book, as the make-print-rasters job leaves them after drawing. */
async function makeRasters(style: ArtStyle, dir: string): Promise<void> {
  const { renderPrintRaster } = await import('../apps/api/src/modules/books/print-rasters');
  const { runPool } = await import('../apps/api/src/lib/run-pool');
  const pictures = await bookPictures(style);
  await runPool(pictures.map((picture, index) => ({ picture, index })), availableParallelism(), async ({ picture, index }) => writeFileSync(join(dir, `${index}.jpg`), await renderPrintRaster(picture.svg)));
}

/**
 * In a child process: the print files of a 24-page book in one art style, laid out as the print files
 * job lays them out. Painted pictures come from their print rasters when `rastersDir` has them (an order
 * is paid well after its book was drawn), else they are rendered.
 */
async function printFilesOnce(style: ArtStyle, rastersDir: string | null): Promise<FilesMeasurement> {
  const { sampleBook } = await import('../packages/print/test/fixtures/books');
  const { artOfPrintRaster, artOfSvg, renderedArtOfSvg } = await import('../apps/api/src/modules/pdf-exports/print-art');
  const { streamBookPdf, streamCoverSpreadPdf } = await import('@studio/print');
  const { coverSpread, fitPages } = await import('@studio/print/catalogue');
  const { PRINT_BLEED_MM } = await import('../apps/api/src/modules/print-orders/print-files');
  const arts = (await bookPictures(style)).map(({ svg, width, height }, index) =>
    rastersDir ? artOfPrintRaster(() => readFile(join(rastersDir, `${index}.jpg`)), style, width, height, async () => renderedArtOfSvg(svg, style, width, height)) : artOfSvg(svg, style, width, height),
  );
  const book = sampleBook(24);
  book.cover = arts[0]!;
  book.pages.forEach((page, index) => (page.art = arts[index + 1]!));
  const options = { paper_size: 'a4', binding: 'perfect', paper_type: 'standard' } as const;
  const fit = fitPages('perfect', 24 + 2);
  if (!fit.ok) throw new Error(fit.reason);
  const discard = () => new Writable({ write: (_chunk, _encoding, callback) => callback() });
  const started = performance.now();
  const renderAhead = availableParallelism();
  const interior = await streamBookPdf(book, { paperSize: 'a4', bleedMm: PRINT_BLEED_MM, part: 'interior', padToPages: fit.printedPages, renderAhead }, discard());
  const spread = coverSpread(options, fit.printedPages);
  await streamCoverSpreadPdf(book, { paperSize: 'a4', bleedMm: PRINT_BLEED_MM, spineMm: spread.spineIn * 25.4, spineText: spread.spineText }, discard());
  return { ms: performance.now() - started, interiorPages: interior.page_count, maxRssMb: peakRssMb() };
}

const child = (...args: string[]) => execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG, ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, env: productEnv() });

function measureFiles(style: ArtStyle, rastersDir: string | null): FilesMeasurement {
  return JSON.parse(child('files', style, rastersDir ?? '').trim().split('\n').at(-1) ?? '{}') as FilesMeasurement;
}

function printFiles(style: ArtStyle): BenchFigure[] {
  // The target is for files as an order makes them: paid well after its book was drawn, so from the rasters.
  const figure = (result: FilesMeasurement, how: string, targeted = true): BenchFigure[] => [
    {
      name: `print files (interior ${result.interiorPages} pages + cover spread) of a 24-page book, ${style}${how}, cold`,
      value: result.ms,
      unit: 'ms',
      ...(targeted ? { target: `<= ${FILES_TARGET_MS / 1000} s`, pass: result.ms <= FILES_TARGET_MS } : {}),
    },
    { name: `print files peak RSS, ${style}${how}`, value: result.maxRssMb, unit: 'MB' },
  ];
  if (style === 'flat') return figure(measureFiles(style, null), '');
  const dir = mkdtempSync(join(tmpdir(), 'print-rasters-'));
  try {
    child('rasters', style, dir);
    return [...figure(measureFiles(style, dir), ' (from its print rasters)'), ...figure(measureFiles(style, null), ' (rasters not made yet: rendered)', false)];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function printOrdersBench(): Promise<BenchFigure[]> {
  return [...(await quoteLatency()), ...ART_STYLES.flatMap(printFiles)];
}

if (process.argv.includes(CHILD_FLAG)) {
  const [mode, style, dir] = process.argv.slice(process.argv.indexOf(CHILD_FLAG) + 1) as [string, ArtStyle, string];
  if (mode === 'rasters') await makeRasters(style, dir);
  else process.stdout.write(`${JSON.stringify(await printFilesOnce(style, dir || null))}\n`);
}
