/**
 * Thumbnail strips of whole books written by the story engine, in each art style, to look at:
 * `npx tsx packages/illustrator/scripts/book-strips.ts [outDir]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ART_STYLES, storyInputsSchema, type StoryInputs } from '@studio/contracts/stories';
import { writeIdea, writeStory } from '@studio/story-engine';
import { illustrateScene, rasterize } from '../src';

const books: StoryInputs[] = [
  storyInputsSchema.parse({ characters: [{ name: 'Kofi', kind: 'child', pronoun: 'he', appearance: { skin_tone: 'dark', hair: 'short', clothing_color: 'orange' } }], age_group: '6-8', story_length: 'medium', setting: 'space', tone: 'adventurous', theme: 'the shiny star stone' }),
  storyInputsSchema.parse({ characters: [{ name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'red', features: ['glasses'] } }, { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he' }], age_group: '3-5', story_length: 'long', setting: 'forest', tone: 'gentle' }),
  storyInputsSchema.parse({ characters: [{ name: 'Noor', kind: 'child', pronoun: 'she', appearance: { features: ['headscarf'], clothing_color: 'green' } }, { name: 'Sam', kind: 'child', pronoun: 'he', appearance: { features: ['wheelchair'] } }, { name: 'Gran', kind: 'grown-up', pronoun: 'she' }], age_group: '6-8', story_length: 'medium', setting: 'beach', tone: 'funny' }),
];

const outDir = process.argv[2] ?? '/tmp/book-strips';
mkdirSync(outDir, { recursive: true });
const thumb = 240;
for (const [index, inputs] of books.entries()) {
  const idea = writeIdea(inputs, 7 + index);
  const pages = writeStory(idea, inputs);
  for (const style of ART_STYLES) {
    const tiles = await Promise.all(pages.map(async (page) => rasterize(illustrateScene({ scene: page.scene, characters: idea.characters, style }), { width: thumb, format: 'png' })));
    const columns = 6;
    const height = (thumb * 3) / 4;
    const strip = sharp({ create: { width: columns * thumb, height: Math.ceil(tiles.length / columns) * height, channels: 3, background: '#ffffff' } })
      .composite(tiles.map((input, i) => ({ input, left: (i % columns) * thumb, top: Math.floor(i / columns) * height })));
    writeFileSync(join(outDir, `book-${index + 1}-${style}.png`), await strip.png().toBuffer());
  }
  console.warn(idea.title, pages.map((page) => `${page.page_number}: ${JSON.stringify(page.scene.figures?.map((f) => `${f.name}/${f.pose}`))} ${JSON.stringify(page.scene.props)} ${page.scene.place ?? ''} ${JSON.stringify(page.scene.composition)}`).join('\n'));
}
