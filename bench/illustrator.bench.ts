/**
 * Illustrates a 16-page book plus its cover offline (SVG, then PNG at 1024 px wide), as the book job does,
 * once per art style. Target from issue 6: the whole book in <= 3 s.
 */
import { performance } from 'node:perf_hooks';
import { ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY, type ArtStyle, type Character, type Scene } from '@studio/contracts/stories';
import { illustrateCover, illustrateScene, rasterize } from '@studio/illustrator';
import type { BenchFigure } from './types';

const PAGES = 16;
const WIDTH = 1024;
const TARGET_MS = 3000;

const cast: Character[] = [
  { name: 'Ada', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'black', skin_tone: 'dark', clothing_color: 'yellow' }, traits: [] },
  { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: { fur: 'golden' }, traits: [] },
  { name: 'Sparks', kind: 'creature', species: 'dragon', pronoun: 'they', appearance: {}, traits: [] },
];

function page(i: number): Scene {
  return {
    setting: SETTINGS[i % SETTINGS.length] ?? 'forest',
    time_of_day: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'day',
    characters: cast.slice(0, 1 + (i % cast.length)).map((c) => c.name),
    action: ACTIONS[i % ACTIONS.length] ?? 'standing',
    mood: MOODS[i % MOODS.length] ?? 'happy',
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function bookJobs(style: ArtStyle): Array<() => string> {
  return [
    () => illustrateCover({ title: 'Ada, Biscuit and the Dragon Who Could Not Sleep', characters: cast, setting: 'forest', style }),
    ...Array.from({ length: PAGES }, (_, i) => () => illustrateScene({ scene: page(i), characters: cast, style })),
  ];
}

/** One image after another, timing each. */
async function illustrateBook(style: ArtStyle): Promise<{ total: number; perImage: number[]; bytes: number }> {
  const perImage: number[] = [];
  let bytes = 0;
  const started = performance.now();
  for (const job of bookJobs(style)) {
    const t0 = performance.now();
    const png = await rasterize(job(), { width: WIDTH, format: 'png' });
    perImage.push(performance.now() - t0);
    bytes += png.length;
  }
  return { total: performance.now() - started, perImage, bytes };
}

/** All images in flight at once: resvg renders on the libuv thread pool, so a book job can use every core. */
async function illustrateBookConcurrently(style: ArtStyle): Promise<number> {
  const started = performance.now();
  await Promise.all(bookJobs(style).map((job) => rasterize(job(), { width: WIDTH, format: 'png' })));
  return performance.now() - started;
}

export default async function illustratorBench(): Promise<BenchFigure[]> {
  await illustrateBook('flat'); // warm-up: module loading and the font
  const figures: BenchFigure[] = [];
  for (const style of ['flat', 'watercolor', 'crayon'] as const) {
    const run = await illustrateBook(style);
    console.log(`${style}: ${run.total.toFixed(0)} ms for ${run.perImage.length} images, median ${median(run.perImage).toFixed(0)} ms, ${(run.bytes / 1e6).toFixed(1)} MB of PNG`);
    const concurrent = await illustrateBookConcurrently(style);
    figures.push(
      { name: `16-page book + cover, SVG + PNG ${WIDTH} px, one at a time (${style})`, value: run.total, unit: 'ms', target: '<= 3 s', pass: run.total <= TARGET_MS },
      { name: `16-page book + cover, all images concurrently (${style})`, value: concurrent, unit: 'ms', target: '<= 3 s', pass: concurrent <= TARGET_MS },
      { name: `per image median (${style})`, value: median(run.perImage), unit: 'ms' },
    );
  }
  return figures;
}
