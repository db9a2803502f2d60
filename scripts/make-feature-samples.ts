/**
 * Makes the sample book shown on /features with the product's own built-in engines, so the page shows
 * what they really make: the story engine writes a short story from a fixed seed and cast, and the
 * built-in illustrator draws its cover, its first two pages, and one page in every art style.
 * Writes WebP pictures to apps/web/public/samples/ and the book's words and picture sizes to
 * apps/web/src/features/marketing/components/features/sample-book.ts. The same every run.
 * Run: `node --import tsx scripts/make-feature-samples.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ART_STYLES, storyInputsSchema, type ArtStyle, type Scene, type Setting, type StoryPage, type TimeOfDay } from '@studio/contracts/stories';
import { COVER_HEIGHT, COVER_WIDTH, SCENE_HEIGHT, SCENE_WIDTH, illustrateCover, illustrateScene, rasterize } from '@studio/illustrator';
import { writeIdea, writeStory } from '@studio/story-engine';

const SEED = 7;
const PICTURE_WIDTH = 640;
const COVER_PICTURE_WIDTH = 480;
const START_QUALITY = 75;
const MIN_QUALITY = 50;
const MAX_BYTES = 60 * 1024;
/** The page drawn in every style: one with both heroes in it. */
const STYLE_PAGE = 3;

const publicDir = fileURLToPath(new URL('../apps/web/public/samples/', import.meta.url));
const moduleFile = fileURLToPath(new URL('../apps/web/src/features/marketing/components/features/sample-book.ts', import.meta.url));

const inputs = storyInputsSchema.parse({
  characters: [
    { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'long curly', hair_color: 'red', skin_tone: 'light', clothing: 'dress', clothing_color: 'yellow' } },
    { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he' },
  ],
  age_group: '3-5',
  story_length: 'short',
  tone: 'gentle',
  art_style: 'flat',
});

const WHERE: Record<Setting, string> = {
  forest: 'in the forest',
  'under the sea': 'under the sea',
  space: 'in space',
  city: 'in the city',
  castle: 'at a castle',
  farm: 'on a farm',
  home: 'in a bedroom',
  beach: 'on the beach',
  mountains: 'in the mountains',
  snow: 'in the snow',
};
const WHEN: Record<TimeOfDay, string> = { morning: 'in the morning', day: 'by day', evening: 'in the evening', night: 'at night' };

const CAST_NAMES: Record<string, string> = { Pip: 'Pip the fox' };
const castOf = (names: readonly string[]) => names.map((name) => CAST_NAMES[name] ?? name).join(' and ');

/** Alt text from what the illustrator was asked to draw: who, where, when and their faces (poses read less clearly, so they are left out). */
function describe(scene: Scene): string {
  return `${castOf(scene.characters)} ${WHERE[scene.setting]} ${WHEN[scene.time_of_day]}, looking ${scene.mood}`;
}

interface Picture {
  src: string;
  width: number;
  height: number;
}

/**
 * Drawn at twice the size and scaled down: smoother edges, and the crayon style's grain (noise that
 * compresses badly) averages out enough to fit the size budget. WebP at the starting quality, lowered
 * step by step until it fits.
 */
async function writePicture(name: string, svg: string, width: number, aspect: number): Promise<Picture> {
  const png = await rasterize(svg, { width: width * 2, format: 'png' });
  for (let quality = START_QUALITY; quality >= MIN_QUALITY; quality -= 5) {
    const webp = await sharp(png).resize(width).webp({ quality, effort: 6 }).toBuffer();
    if (webp.length <= MAX_BYTES || quality === MIN_QUALITY) {
      if (webp.length > MAX_BYTES) throw new Error(`${name} is ${webp.length} bytes even at quality ${MIN_QUALITY}`);
      writeFileSync(`${publicDir}${name}.webp`, webp);
      console.log(`${name}.webp: ${Math.round(webp.length / 1024)} KB at quality ${quality}`);
      return { src: `/samples/${name}.webp`, width, height: Math.round(width / aspect) };
    }
  }
  throw new Error('unreachable');
}

function pageOf(pages: readonly StoryPage[], pageNumber: number): StoryPage {
  const page = pages.find((candidate) => candidate.page_number === pageNumber);
  if (!page) throw new Error(`The story has no page ${pageNumber}`);
  return page;
}

mkdirSync(publicDir, { recursive: true });
const idea = writeIdea(inputs, SEED);
const pages = writeStory(idea, inputs);
const sceneAspect = SCENE_WIDTH / SCENE_HEIGHT;

// Drawn as the product draws a cover: art only, the title set over it by the viewer and the PDF.
const cover = await writePicture('cover', illustrateCover({ title: idea.title, characters: inputs.characters, setting: idea.setting, style: inputs.art_style, showTitle: false }), COVER_PICTURE_WIDTH, COVER_WIDTH / COVER_HEIGHT);

const spread = [];
for (const pageNumber of [1, 2]) {
  const page = pageOf(pages, pageNumber);
  const picture = await writePicture(`page-${pageNumber}`, illustrateScene({ scene: page.scene, characters: inputs.characters, style: inputs.art_style }), PICTURE_WIDTH, sceneAspect);
  spread.push({ page_number: page.page_number, text: page.text, alt: describe(page.scene), ...picture });
}

const stylePage = pageOf(pages, STYLE_PAGE);
const styles: Array<{ style: ArtStyle } & Picture> = [];
for (const style of ART_STYLES) {
  const picture = await writePicture(`style-${style}`, illustrateScene({ scene: stylePage.scene, characters: inputs.characters, style }), PICTURE_WIDTH, sceneAspect);
  styles.push({ style, ...picture });
}

const heroes = castOf(inputs.characters.map((character) => character.name));
const book = {
  title: idea.title,
  age_group: inputs.age_group,
  page_count: pages.length,
  heroes,
  cover: { ...cover, alt: `The cover picture: ${heroes} waving ${WHERE[idea.setting]} by day` },
  spread,
  style_page: { page_number: stylePage.page_number, alt: describe(stylePage.scene), pictures: styles },
};

writeFileSync(
  moduleFile,
  `// Generated by scripts/make-feature-samples.ts from the built-in story engine (seed ${SEED}). Do not edit: run the script again.

/** A short story the built-in engines made, as /features shows it; its pictures are in public/samples/. */
export const SAMPLE_BOOK = ${JSON.stringify(book, null, 2)} as const;
`,
);
console.log(`wrote ${moduleFile}`);
