import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Character, Scene } from '@studio/contracts/stories';
import { createBuiltinImageProvider } from './builtin-image-provider';
import { charactersWithPhotoColours, samplePhotoColours } from './photo-colours';

const SKIN = '#8d5524';
const HAIR = '#1f1a17';

/** A portrait with known colours: a pale background, dark hair on top, a face in the middle, a red jumper below. */
async function portrait(width = 600, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#dfe9f2"/>
    <ellipse cx="${width / 2}" cy="${height * 0.3}" rx="${width * 0.3}" ry="${height * 0.25}" fill="${HAIR}"/>
    <ellipse cx="${width / 2}" cy="${height * 0.52}" rx="${width * 0.24}" ry="${height * 0.22}" fill="${SKIN}"/>
    <rect x="0" y="${height * 0.8}" width="${width}" height="${height * 0.2}" fill="#c0392b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 85 }).toBuffer();
}

const distance = (a: string, b: string) => {
  const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  const [x, y] = [channels(a), channels(b)];
  return Math.hypot(...x.map((value, index) => value - y[index]!));
};

describe('photo colours', () => {
  it('reads the skin tone from the face and the hair colour from above it', async () => {
    const colours = await samplePhotoColours(await portrait());
    expect(distance(colours.skin, SKIN)).toBeLessThan(12);
    expect(distance(colours.hair, HAIR)).toBeLessThan(12);
  });

  it('fills only what the customer did not type, and the built-in illustrator draws the child in them', async () => {
    const photo = await portrait();
    const characters: Character[] = [
      { name: 'Maya', kind: 'child', pronoun: 'she', appearance: {}, traits: [] },
      { name: 'Leo', kind: 'child', pronoun: 'he', appearance: { hair_color: 'ginger' }, traits: [] },
      { name: 'Sam', kind: 'child', pronoun: 'they', appearance: {}, traits: [] },
    ];
    const cast = { characters, style: 'flat', photos: [{ name: 'maya', data: photo }, { name: 'Leo', data: photo }], model: 'builtin' } as const;
    const [maya, leo, sam] = await charactersWithPhotoColours(cast);
    expect(distance(maya!.appearance.skin_tone!, SKIN)).toBeLessThan(12);
    expect(distance(maya!.appearance.hair_color!, HAIR)).toBeLessThan(12);
    expect(leo!.appearance.hair_color).toBe('ginger');
    expect(sam).toBe(characters[2]);

    const scene: Scene = { setting: 'forest', time_of_day: 'day', characters: ['Maya'], action: 'walking', mood: 'curious' };
    const page = await createBuiltinImageProvider().drawPage({ cast, scene, text: '', variant: 1 });
    const withoutPhoto = await createBuiltinImageProvider().drawPage({ cast: { ...cast, photos: [] }, scene, text: '', variant: 1 });
    expect(page.kind === 'svg' && page.svg).toContain(maya!.appearance.skin_tone);
    expect(withoutPhoto.kind === 'svg' && withoutPhoto.svg).not.toContain(maya!.appearance.skin_tone);
  });
});
