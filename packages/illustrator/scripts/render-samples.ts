/**
 * Renders sample pictures to PNG for looking at them: `npx tsx packages/illustrator/scripts/render-samples.ts [outDir] [filter]`.
 * Each sample is named setting-time-action-style; `filter` keeps only names containing it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArtStyle, Character, Scene } from '@studio/contracts/stories';
import sharp from 'sharp';
import { illustrateCharacterGallery, illustrateCover, illustrateScene, rasterize } from '../src';

const cast: Character[] = [
  { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'long curly', hair_color: 'red', skin_tone: 'light', clothing: 'dress', clothing_color: 'yellow' }, traits: [] },
  { name: 'Leo', kind: 'child', pronoun: 'he', appearance: { hair: 'short', hair_color: 'black', skin_tone: 'dark', clothing_color: 'blue striped' }, traits: [] },
  { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: {}, traits: [] },
  { name: 'Sparkle', kind: 'creature', species: 'unicorn', pronoun: 'she', appearance: { hair_color: 'pink' }, traits: [] },
  { name: 'Bolt', kind: 'creature', species: 'robot', pronoun: 'they', appearance: { clothing_color: 'orange' }, traits: [] },
  { name: 'Tom', kind: 'animal', species: 'cat', pronoun: 'he', appearance: { fur: 'grey tabby' }, traits: [] },
  { name: 'Drako', kind: 'creature', species: 'dragon', pronoun: 'he', appearance: {}, traits: [] },
];

const samples: Array<Scene & { style: ArtStyle }> = [
  { setting: 'forest', time_of_day: 'day', characters: ['Mia', 'Pip'], action: 'pointing', mood: 'curious', style: 'flat' },
  { setting: 'forest', time_of_day: 'night', characters: ['Leo', 'Tom'], action: 'looking', mood: 'scared', style: 'flat' },
  { setting: 'under the sea', time_of_day: 'day', characters: ['Mia', 'Leo'], action: 'swimming', mood: 'excited', style: 'watercolor' },
  { setting: 'space', time_of_day: 'night', characters: ['Bolt', 'Leo'], action: 'flying', mood: 'excited', style: 'flat' },
  { setting: 'city', time_of_day: 'evening', characters: ['Mia', 'Leo', 'Tom'], action: 'walking', mood: 'happy', style: 'flat' },
  { setting: 'castle', time_of_day: 'morning', characters: ['Drako', 'Mia'], action: 'waving', mood: 'happy', style: 'crayon' },
  { setting: 'farm', time_of_day: 'day', characters: ['Leo'], action: 'carrying', mood: 'proud', style: 'flat' },
  { setting: 'home', time_of_day: 'night', characters: ['Mia', 'Tom'], action: 'sleeping', mood: 'sleepy', style: 'watercolor' },
  { setting: 'home', time_of_day: 'evening', characters: ['Leo', 'Sparkle'], action: 'reading', mood: 'calm', style: 'flat' },
  { setting: 'beach', time_of_day: 'day', characters: ['Mia', 'Leo', 'Pip', 'Sparkle'], action: 'celebrating', mood: 'excited', style: 'flat' },
  { setting: 'mountains', time_of_day: 'evening', characters: ['Pip', 'Drako'], action: 'hugging', mood: 'happy', style: 'crayon' },
  { setting: 'snow', time_of_day: 'day', characters: ['Sparkle', 'Tom', 'Bolt'], action: 'dancing', mood: 'happy', style: 'flat' },
];

const outDir = process.argv[2] ?? '/tmp/illustrator-look';
const filter = process.argv[3] ?? '';
mkdirSync(outDir, { recursive: true });
for (const { style, ...scene } of samples) {
  const name = `${scene.setting}-${scene.time_of_day}-${scene.action}-${style}`.replace(/ /g, '_');
  if (!name.includes(filter)) continue;
  const svg = illustrateScene({ scene, characters: cast, style, seed: 1 });
  writeFileSync(join(outDir, `${name}.png`), await rasterize(svg, { width: 1200, format: 'png' }));
  console.warn(`wrote ${name}.png`);
}

const extras: Array<[string, () => Promise<string>]> = [
  ['cover-forest-flat', async () => illustrateCover({ title: 'Mia and Pip and the Very Long Adventure Beyond the Whispering Woods', subtitle: 'A bedtime story', characters: cast.slice(0, 3), setting: 'forest', style: 'flat' })],
  ['cover-space-watercolor', async () => illustrateCover({ title: 'Bolt Goes to Space', characters: [cast[4] as Character, cast[1] as Character], setting: 'space', style: 'watercolor' })],
  ['gallery-flat', async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#8fb8de' } }).composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><circle cx="150" cy="160" r="80" fill="#f5cdaf"/><rect x="70" y="250" width="160" height="150" rx="40" fill="#e5484d"/></svg>') }]).webp().toBuffer();
    return illustrateCharacterGallery({ characters: cast.slice(0, 5), photos: [{ name: 'Mia', dataUri: `data:image/webp;base64,${photo.toString('base64')}` }], style: 'flat' });
  }],
];
for (const [name, build] of extras) {
  if (!name.includes(filter)) continue;
  writeFileSync(join(outDir, `${name}.png`), await rasterize(await build(), { width: 1000, format: 'png' }));
  console.warn(`wrote ${name}.png`);
}
