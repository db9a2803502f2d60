/**
 * Draws the share picture link previews show for the public pages (apps/web/public/og-image.jpg,
 * 1200 × 630): the built-in illustrator's heroes in the forest beside the product's name. The same
 * every run. Run: `node --import tsx scripts/make-share-image.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import { characterSchema } from '@studio/contracts/stories';
import { ILLUSTRATOR_FONT_FAMILY, SCENE_HEIGHT, SCENE_WIDTH, illustrateScene, rasterize } from '@studio/illustrator';

const WIDTH = 1200;
const HEIGHT = 630;
const PICTURE_WIDTH = Math.round((HEIGHT * SCENE_WIDTH) / SCENE_HEIGHT);
const output = fileURLToPath(new URL('../apps/web/public/og-image.jpg', import.meta.url));

const characters = [
  characterSchema.parse({ name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'long curly', hair_color: 'red', skin_tone: 'light', clothing: 'dress', clothing_color: 'yellow' } }),
  characterSchema.parse({ name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he' }),
];
const scene = illustrateScene({
  scene: { setting: 'forest', time_of_day: 'evening', characters: ['Mia', 'Pip'], action: 'waving', mood: 'happy' },
  characters,
  style: 'watercolor',
  seed: 7,
});
const picture = await rasterize(scene, { width: PICTURE_WIDTH, format: 'png' });

const text = (y: number, size: number, fill: string, words: string) =>
  `<text x="64" y="${y}" font-family="${ILLUSTRATOR_FONT_FAMILY}" font-size="${size}" font-weight="600" fill="${fill}">${words}</text>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#fffaf3"/>
  <image x="${WIDTH - PICTURE_WIDTH}" y="0" width="${PICTURE_WIDTH}" height="${HEIGHT}" href="data:image/png;base64,${picture.toString('base64')}"/>
  <rect x="32" y="150" width="520" height="330" rx="40" fill="#fffaf3" opacity="0.94"/>
  ${text(250, 64, '#2b1d40', PRODUCT_NAME.split(' ')[0] ?? PRODUCT_NAME)}
  ${text(320, 64, '#2b1d40', PRODUCT_NAME.split(' ').slice(1).join(' '))}
  ${text(390, 30, '#c2410c', 'Bedtime stories starring your child,')}
  ${text(432, 30, '#c2410c', 'illustrated and printed as a book')}
</svg>`;

writeFileSync(output, await rasterize(svg, { width: WIDTH, format: 'jpeg', quality: 82 }));
console.log(`wrote ${output}`);
