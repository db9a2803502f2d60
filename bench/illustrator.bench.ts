/**
 * Illustrates a 16-page book plus its cover offline exactly as the book job does — the builtin image
 * provider draws each picture, then the product's own encodePicture makes the stored sizes (1024 px WebP
 * screen image at the book effort, thumbnail, SVG print master) — once per art style.
 * Target from issue 6: the whole book in <= 3 s.
 */
import { performance } from 'node:perf_hooks';
import { ACTIONS, MOODS, SETTINGS, TIMES_OF_DAY, type ArtStyle, type Character, type Scene } from '@studio/contracts/stories';
import { createBuiltinImageProvider } from '../apps/api/src/infra/ai/images/builtin-image-provider';
import type { BookCast, DrawnPicture } from '../apps/api/src/infra/ai/images/image-provider';
import { BOOK_JOB_CONCURRENCY as POOL_SIZES } from '../apps/api/src/modules/books/illustrate-book-job';
import { runPool } from '../apps/api/src/lib/run-pool';
import { loadConfig } from '../apps/api/src/config';
import { encodePicture } from '../apps/api/src/modules/books/encode-picture';
import type { BenchFigure } from './types';

/** The screen picture's size a product started with no settings stores (SCREEN_PICTURE_PX's default). */
const SCREEN_LONG_SIDE = loadConfig({ NODE_ENV: 'test' }).screenPictureLongSide;

const PAGES = 16;
const TARGET_MS = 3000;
/** The book job's pool size for the offline illustrator. */
const BOOK_JOB_CONCURRENCY = POOL_SIZES.builtin;

const characters: Character[] = [
  { name: 'Ada', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'black', skin_tone: 'dark', clothing_color: 'yellow' }, traits: [] },
  { name: 'Biscuit', kind: 'animal', species: 'dog', pronoun: 'he', appearance: { fur: 'golden' }, traits: [] },
  { name: 'Sparks', kind: 'creature', species: 'dragon', pronoun: 'they', appearance: {}, traits: [] },
];

const CAMERAS = ['wide', 'medium', 'close'] as const;
const PLACEMENTS = ['left', 'centre', 'right'] as const;

/** A page as the story engine now hands it over: everyone in a pose, a creature met, two props, a composition. */
function page(i: number): Scene {
  const cast = characters.slice(0, 1 + (i % characters.length)).map((c) => c.name);
  const action = ACTIONS[i % ACTIONS.length] ?? 'standing';
  return {
    setting: SETTINGS[i % SETTINGS.length] ?? 'forest',
    time_of_day: TIMES_OF_DAY[i % TIMES_OF_DAY.length] ?? 'day',
    characters: cast,
    action,
    mood: MOODS[i % MOODS.length] ?? 'happy',
    figures: [...cast.map((name) => ({ name, pose: action })), { name: 'hedgehog', species: 'hedgehog', pose: 'looking up' }],
    props: [['map', 'kite'], ['cake', 'lantern'], ['stone', 'balloon']][i % 3] ?? [],
    composition: { camera: CAMERAS[i % 3] ?? 'wide', placement: PLACEMENTS[(i + 1) % 3] ?? 'centre', mirrored: i % 2 === 1 },
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The cover and every page, each drawn by the provider the book job uses when there is no OpenAI key. */
function bookPictures(style: ArtStyle): Array<() => Promise<DrawnPicture>> {
  const provider = createBuiltinImageProvider();
  const cast: BookCast = { characters, style, photos: [], model: 'builtin' };
  return [
    () => provider.drawCover({ cast, title: 'Ada, Biscuit and the Dragon Who Could Not Sleep', setting: 'forest', variant: 1 }),
    ...Array.from({ length: PAGES }, (_, i) => () => provider.drawPage({ cast, scene: page(i), text: '', variant: 1 })),
  ];
}

/** One picture after another, timing each: draw, then encode its stored sizes. */
async function illustrateBook(style: ArtStyle): Promise<{ total: number; perImage: number[]; screenBytes: number }> {
  const perImage: number[] = [];
  let screenBytes = 0;
  const started = performance.now();
  for (const draw of bookPictures(style)) {
    const t0 = performance.now();
    const encoded = await encodePicture(await draw(), SCREEN_LONG_SIDE);
    perImage.push(performance.now() - t0);
    screenBytes += encoded.screen.length;
  }
  return { total: performance.now() - started, perImage, screenBytes };
}

/** As the book job runs them: a pool of workers drawing and encoding (resvg and sharp use the libuv pool). */
async function illustrateBookLikeTheJob(style: ArtStyle): Promise<number> {
  const started = performance.now();
  await runPool(bookPictures(style), BOOK_JOB_CONCURRENCY, async (draw) => {
    await encodePicture(await draw(), SCREEN_LONG_SIDE);
  });
  return performance.now() - started;
}

export default async function illustratorBench(): Promise<BenchFigure[]> {
  await illustrateBook('flat'); // warm-up: module loading and the font
  const figures: BenchFigure[] = [];
  for (const style of ['flat', 'watercolor', 'crayon'] as const) {
    const run = await illustrateBook(style);
    console.log(`${style}: ${run.total.toFixed(0)} ms for ${run.perImage.length} pictures, median ${median(run.perImage).toFixed(0)} ms, ${(run.screenBytes / 1e6).toFixed(1)} MB of screen WebP`);
    const likeTheJob = await illustrateBookLikeTheJob(style);
    figures.push(
      // One at a time is the cost per picture, for reference; the book job (next line) is what a customer waits for.
      { name: `16-page book + cover, drawn + encoded (1024 px WebP screen, thumb, print master), one at a time (${style})`, value: run.total, unit: 'ms' },
      { name: `16-page book + cover, ${BOOK_JOB_CONCURRENCY} at a time like the book job (${style})`, value: likeTheJob, unit: 'ms', target: '<= 3 s', pass: likeTheJob <= TARGET_MS },
      { name: `per picture median (${style})`, value: median(run.perImage), unit: 'ms' },
    );
  }
  return figures;
}
