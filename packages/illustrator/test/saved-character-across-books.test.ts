import { XMLBuilder } from 'fast-xml-parser';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Character, Scene } from '@studio/contracts/stories';
import { illustrateScene, rasterize } from '../src';
import { elementsWith, parseSvg } from './svg-inspect';

/**
 * Issue 33: a saved character is copied into each book, and the built-in illustrator draws that copy the
 * same in every book: the same figure, pixel for pixel, for the same pose, whatever the book's seed and place.
 */
const MIA: Character = { name: 'Mia', kind: 'child', pronoun: 'she', appearance: { hair: 'curly', hair_color: 'brown', skin_tone: 'brown', clothing_color: 'yellow' }, traits: ['curious'] };
const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });

/** The character's figure on a page (its group, where the page put it aside), as an SVG of its own. */
function figureOf(svg: string, name: string): string {
  const [group] = elementsWith(parseSvg(svg), 'data-character', name);
  if (!group) throw new Error(`${name} is not on the page`);
  const inner = builder.build(Object.values(group).find(Array.isArray) as unknown[]) as string;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-150 -320 300 360" width="300" height="360">${inner}</svg>`;
}

const pixels = async (svg: string) => sharp(await rasterize(svg, { width: 300, format: 'png' })).raw().toBuffer();

function page(character: Character, setting: Scene['setting'], seed: number): string {
  return illustrateScene({ scene: { setting, time_of_day: 'day', characters: [character.name], action: 'waving', mood: 'happy' }, characters: [structuredClone(character)], style: 'flat', seed });
}

/** Mia's figure on a page and the side it faces; where it stands and how big are its group's, outside the figure. */
function miaOn(svg: string): { facing: string; figure: string } {
  const [group] = elementsWith(parseSvg(svg), 'data-character', 'Mia');
  if (!group) throw new Error('Mia is not on the page');
  return { facing: String((group as { ':@': Record<string, string> })[':@']['data-facing']), figure: figureOf(svg, 'Mia') };
}

const PIP: Character = { name: 'Pip', kind: 'animal', species: 'fox', pronoun: 'he', appearance: { fur: 'red' }, traits: ['shy'] };
const ROSE: Character = { name: 'Rose', kind: 'child', pronoun: 'she', appearance: { hair: 'long', hair_color: 'red', clothing_color: 'yellow' }, traits: [] };
const GRAN: Character = { name: 'Gran', kind: 'grown-up', pronoun: 'she', appearance: { hair: 'short', hair_color: 'grey' }, traits: [] };

describe('a saved character across books', () => {
  it('draws the same pixels for the same pose in two books with other places and seeds', async () => {
    const [first, second] = await Promise.all([pixels(figureOf(page(MIA, 'forest', 11), 'Mia')), pixels(figureOf(page(MIA, 'beach', 90210), 'Mia'))]);
    expect(first.equals(second)).toBe(true);
    // Really a figure, and really hers: another child in the same pose is other pixels.
    expect(new Set(first).size).toBeGreaterThan(8);
    const sam: Character = { ...MIA, name: 'Sam', appearance: { hair: 'short', hair_color: 'red', skin_tone: 'light', clothing_color: 'green' } };
    expect((await pixels(figureOf(page(sam, 'forest', 11), 'Sam'))).equals(first)).toBe(false);
  });

  it('draws the same figure whoever else is on the page: only the side it faces changes, as the group turns to each other', async () => {
    const casts = [[MIA], [MIA, PIP], [PIP, MIA], [MIA, ROSE], [MIA, PIP, ROSE], [GRAN, MIA, PIP, ROSE]];
    const bySide = new Map<string, Set<string>>();
    for (const cast of casts) {
      for (const [setting, seed] of [['forest', 11], ['beach', 90210], ['home', 7]] as const) {
        const scene: Scene = { setting, time_of_day: 'day', characters: cast.map((character) => character.name), action: 'waving', mood: 'happy' };
        const { facing, figure } = miaOn(illustrateScene({ scene, characters: cast.map((character) => structuredClone(character)), style: 'flat', seed }));
        bySide.set(facing, (bySide.get(facing) ?? new Set()).add(figure));
      }
    }
    // Both sides were drawn, each the one same figure, whatever the friends, books and places.
    expect([...bySide.keys()].sort()).toEqual(['left', 'right']);
    for (const [side, figures] of bySide) expect(figures.size, side).toBe(1);
    // The same pixels too: Mia alone in one book and among three friends in another, facing the same way.
    const alone = miaOn(page(MIA, 'forest', 11));
    const among = casts.slice(1).flatMap((cast) => [1, 2, 3].map((seed) => miaOn(illustrateScene({ scene: { setting: 'beach', time_of_day: 'day', characters: cast.map((character) => character.name), action: 'waving', mood: 'happy' }, characters: cast.map((character) => structuredClone(character)), style: 'flat', seed }))));
    const sameSide = among.find((drawn) => drawn.facing === alone.facing);
    expect((await pixels(sameSide!.figure)).equals(await pixels(alone.figure))).toBe(true);
  });
});
