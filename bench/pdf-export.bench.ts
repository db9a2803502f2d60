/**
 * Exports a 16-page book with SVG art to a print-ready PDF in a fresh child process, so that the
 * time is a cold start (fonts loaded on the way) and the peak RSS is that process's own maxRSS.
 * Run: npm run bench -- pdf-export
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Character } from '@studio/contracts/stories';
import type { Art, BookForPrint } from '@studio/print';
import type { BenchFigure } from './types';

const TIME_TARGET_MS = 3000;
const RSS_TARGET_MB = 400;
const SIZE_TARGET_MB = 10;
const CHILD_FLAG = '--export-child';

interface ExportMeasurement {
  ms: number;
  /** CPU time of the export: next to wall time it shows how much a busy machine slowed the run. */
  cpuMs: number;
  maxRssMb: number;
  sampledPeakRssMb: number;
  bytes: number;
  pages: number;
  artSource: string;
}

interface BenchBook {
  book: BookForPrint;
  artSource: string;
}

/** 16 pages illustrated by the offline illustrator, as a real book would be; the test scenes if it is not there. */
async function sixteenPageBook(): Promise<BenchBook> {
  const { busyScene, sampleBook, SCENE_NAMES } = await import('../packages/print/test/fixtures/books');
  const book = sampleBook(16);
  try {
    const { illustrateScene } = await import('@studio/illustrator');
    const { ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY } = await import('@studio/contracts/stories');
    const characters = [
      { name: 'Maya', kind: 'child', pronoun: 'she', appearance: { hair_color: 'black', skin_tone: 'brown' }, traits: [] },
      { name: 'Rusty', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
    ] satisfies Character[];
    const picture = (index: number): Art => {
      const scene = {
        setting: SETTINGS[index % SETTINGS.length] ?? 'forest',
        time_of_day: TIMES_OF_DAY[index % TIMES_OF_DAY.length] ?? 'day',
        characters: ['Maya', 'Rusty'],
        action: ACTIONS[index % ACTIONS.length] ?? 'standing',
        mood: MOODS[index % MOODS.length] ?? 'happy',
      };
      return { kind: 'svg', svg: illustrateScene({ scene, characters, style: 'flat' }) };
    };
    book.cover = picture(0);
    book.pages.forEach((page, index) => (page.art = picture(index + 1)));
    return { book, artSource: 'offline illustrator scenes' };
  } catch (error) {
    book.cover = busyScene('night', 99);
    book.pages.forEach((page, index) => (page.art = busyScene(SCENE_NAMES[index % SCENE_NAMES.length] ?? 'meadow', index + 1)));
    return { book, artSource: `test scenes (illustrator unavailable: ${(error as Error).message})` };
  }
}

async function exportOnce(): Promise<ExportMeasurement> {
  const { renderBookPdf } = await import('@studio/print');
  const { book, artSource } = await sixteenPageBook();
  let sampledPeak = process.memoryUsage.rss();
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss())), 5);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const { pdf, preflight } = await renderBookPdf(book, { paperSize: 'a4' });
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  clearInterval(sampler);
  sampledPeak = Math.max(sampledPeak, process.memoryUsage.rss());
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    sampledPeakRssMb: sampledPeak / (1024 * 1024),
    bytes: pdf.length,
    pages: preflight.page_count,
    artSource,
  };
}

export default async function bench(): Promise<BenchFigure[]> {
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG], {
    encoding: 'utf8',
  });
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as ExportMeasurement;
  const sizeMb = result.bytes / (1024 * 1024);
  return [
    { name: `PDF export of a 16-page book (${result.pages} PDF pages, A4, ${result.artSource}), cold`, value: result.ms, unit: 'ms', target: `<= ${TIME_TARGET_MS / 1000} s`, pass: result.ms <= TIME_TARGET_MS },
    { name: 'PDF export CPU time (user + system)', value: result.cpuMs, unit: 'ms' },
    { name: 'PDF export peak RSS (child process maxRSS)', value: result.maxRssMb, unit: 'MB', target: `<= ${RSS_TARGET_MB} MB`, pass: result.maxRssMb <= RSS_TARGET_MB },
    { name: 'PDF export RSS sampled between pages', value: result.sampledPeakRssMb, unit: 'MB' },
    { name: 'PDF export file size', value: sizeMb, unit: 'MB', target: `<= ${SIZE_TARGET_MB} MB`, pass: sizeMb <= SIZE_TARGET_MB },
  ];
}

if (process.argv.includes(CHILD_FLAG)) {
  process.stdout.write(`${JSON.stringify(await exportOnce())}\n`);
}
