import sharp from 'sharp';
import type { Character } from '@studio/contracts/stories';
import type { BookCast, CharacterPhotoBytes } from './image-provider';

export interface PhotoColours {
  skin: string;
  hair: string;
}

/** Where a portrait usually has them, as fractions of a centred square crop: the cheeks and the hair above the forehead. */
const FACE = { left: 0.32, top: 0.42, width: 0.36, height: 0.26 };
const HAIR = { left: 0.3, top: 0.04, width: 0.4, height: 0.14 };
const SIDE = 64;

/**
 * The skin tone and hair colour of a portrait, read honestly from its pixels: the median colour of the
 * middle of the face and of the band above it, on a centred square crop. It matches colours, not faces.
 */
export async function samplePhotoColours(photo: Buffer): Promise<PhotoColours> {
  const { data, info } = await sharp(photo).rotate().resize(SIDE, SIDE, { fit: 'cover', position: 'centre' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const region = (area: typeof FACE) => medianColour(data, info.width, info.channels, area);
  return { skin: region(FACE), hair: region(HAIR) };
}

function medianColour(data: Buffer, side: number, channels: number, area: typeof FACE): string {
  const x0 = Math.round(area.left * side);
  const y0 = Math.round(area.top * side);
  const x1 = Math.round((area.left + area.width) * side);
  const y1 = Math.round((area.top + area.height) * side);
  const values: number[][] = [[], [], []];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const offset = (y * side + x) * channels;
      for (let channel = 0; channel < 3; channel++) values[channel]!.push(data[offset + channel]!);
    }
  }
  // The median, not the mean: a stray highlight or a strand of background does not drag the colour.
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  return `#${values.map((list) => median(list).toString(16).padStart(2, '0')).join('')}`;
}

const sampled = new WeakMap<readonly CharacterPhotoBytes[], Promise<readonly Character[]>>();

/**
 * The cast's characters with the skin tone and hair colour of their photo where the customer typed
 * none (what they typed always wins). Sampled once per set of photos.
 */
export function charactersWithPhotoColours(cast: BookCast): Promise<readonly Character[]> {
  if (cast.photos.length === 0) return Promise.resolve(cast.characters);
  let pending = sampled.get(cast.photos);
  if (!pending) {
    pending = Promise.all(
      cast.characters.map(async (character) => {
        const photo = cast.photos.find((candidate) => candidate.name.trim().toLowerCase() === character.name.trim().toLowerCase());
        if (!photo || (character.appearance.skin_tone && character.appearance.hair_color)) return character;
        const colours = await samplePhotoColours(photo.data);
        return {
          ...character,
          appearance: { ...character.appearance, skin_tone: character.appearance.skin_tone || colours.skin, hair_color: character.appearance.hair_color || colours.hair },
        };
      }),
    );
    sampled.set(cast.photos, pending);
  }
  return pending;
}
