/**
 * Draws every kind of the species table side by side, and people with aids and looks, in each art style, to look at:
 * `npx tsx packages/illustrator/scripts/species-sheet.ts [outDir]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ART_STYLES } from '@studio/contracts/stories';
import { SPECIES_IDS } from '@studio/species';
import { drawCharacter } from '../src/characters/draw-character';
import { FIGURES } from '../src/characters/figures';
import type { Character } from '@studio/contracts/stories';
import { lookOf, lookOfCreature } from '../src/characters/look';
import { poseFor } from '../src/characters/pose';
import { svgDocument } from '../src/compose/document';
import { rasterize } from '../src';
import { applyStyle, STYLES } from '../src/styles/styles';
import { group, scale, translate } from '../src/svg/builder';
import { rect } from '../src/svg/shapes';
import { Defs } from '../src/svg/defs';

const outDir = process.argv[2] ?? '/tmp/species-sheet';
mkdirSync(outDir, { recursive: true });
const columns = 9;
const cell = 260;
const w = columns * cell;
const h = Math.ceil(SPECIES_IDS.length / columns) * cell;
for (const style of ART_STYLES) {
  const defs = new Defs('sb');
  const figures = SPECIES_IDS.map((id, i) => {
    const design = FIGURES[id];
    const drawn = drawCharacter(lookOfCreature(id, id), design, poseFor('standing'), 'happy', 1, STYLES[style].ink);
    const x = (i % columns) * cell + cell / 2;
    const y = Math.floor(i / columns) * cell + cell - 30;
    return group({ transform: `${translate(x, y)} ${scale(0.55 * design.scale)}` }, drawn.figure, drawn.effects);
  });
  const body = applyStyle(style, group({}, rect(0, 0, w, h, { fill: '#fff8ec' }), ...figures), defs, w, h);
  writeFileSync(join(outDir, `species-${style}.png`), await rasterize(svgDocument(w, h, 'Species', defs, body), { width: 1800, format: 'png' }));
}

const person = (name: string, kind: 'child' | 'grown-up', features: Character['appearance']['features'], skin: string, clothing: string): Character =>
  ({ name, kind, pronoun: 'she', appearance: { skin_tone: skin, clothing_color: clothing, hair: 'curly', hair_color: 'black', features }, traits: [] });
const people: Array<[Character, Parameters<typeof poseFor>[0]]> = [
  [person('Ada', 'child', ['wheelchair', 'glasses'], 'brown', 'yellow'), 'waving'],
  [person('Noor', 'child', ['headscarf'], 'light brown', 'green'), 'pointing'],
  [person('Finn', 'child', ['freckles', 'hearing aid'], 'light', 'blue'), 'standing'],
  [person('Mum', 'grown-up', ['wheelchair'], 'dark', 'red'), 'running'],
  [person('Gran', 'grown-up', ['headscarf', 'glasses'], 'light', 'purple'), 'hugging'],
];
for (const style of ART_STYLES) {
  const defs = new Defs('sb');
  const wide = people.length * 320;
  const figures = people.map(([character, action], i) => {
    const drawn = drawCharacter(lookOf(character), FIGURES[character.kind], poseFor(action), 'happy', 1, STYLES[style].ink);
    return group({ transform: `${translate(i * 320 + 160, 560)} ${scale(0.95)}` }, drawn.figure, drawn.effects);
  });
  const body = applyStyle(style, group({}, rect(0, 0, wide, 600, { fill: '#fff8ec' }), ...figures), defs, wide, 600);
  writeFileSync(join(outDir, `aids-${style}.png`), await rasterize(svgDocument(wide, 600, 'Aids and looks', defs, body), { width: 1600, format: 'png' }));
}
