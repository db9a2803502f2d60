import type { ArtStyle, Character } from '@studio/contracts/stories';
import { lighten } from '../color/color';
import { drawCharacter } from '../characters/draw-character';
import { FIGURES } from '../characters/figures';
import { lookOf } from '../characters/look';
import { poseFor } from '../characters/pose';
import { STYLES } from '../styles/styles';
import { d, el, group, rotate, scale, translate } from '../svg/builder';
import { Defs } from '../svg/defs';
import { circle, path, rect } from '../svg/shapes';
import { textBlock } from '../text/text-block';
import { fitText } from '../text/wrap';
import { svgDocument } from './document';

export const GALLERY_WIDTH = 1600;
export const GALLERY_HEIGHT = 1200;

export interface CharacterPhoto {
  name: string;
  /** A base64 data URI of a PNG, JPEG or WebP image. */
  dataUri: string;
}

export interface IllustrateGalleryInput {
  characters: readonly Character[];
  photos: readonly CharacterPhoto[];
  style: ArtStyle;
}

const PHOTO_URI = /^data:image\/(png|jpeg|jpg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
const TILTS = [-3, 2.5, -1.5, 3, -2.5, 1.5] as const;
const CONFETTI = ['#f2545b', '#f7c548', '#5fb0e8', '#7ccf7a', '#b18be8'] as const;

function photoFor(name: string, photos: readonly CharacterPhoto[]): string | undefined {
  const key = name.trim().toLowerCase();
  const photo = photos.find((p) => p.name.trim().toLowerCase() === key);
  return photo && PHOTO_URI.test(photo.dataUri) ? photo.dataUri : undefined;
}

/** A "meet the characters" page: uploaded photos framed like snapshots, drawn portraits for the rest, names below. */
export function illustrateCharacterGallery({ characters, photos, style }: IllustrateGalleryInput): string {
  const w = GALLERY_WIDTH;
  const h = GALLERY_HEIGHT;
  const defs = new Defs('gallery');
  const treatment = STYLES[style];
  const shown = characters.slice(0, 6);
  const cols = Math.max(1, shown.length <= 3 ? shown.length : 3);
  const rows = Math.max(1, Math.ceil(shown.length / cols));
  const gap = 60;
  const cardW = Math.min(400, (w - 160 - gap * (cols - 1)) / cols);
  const cardH = Math.min(cardW * 1.22, (h - 260 - gap * (rows - 1)) / rows);
  const picture = cardW - 40;
  const pictureH = cardH - 110;
  const gridW = cols * cardW + (cols - 1) * gap;
  const gridTop = 230 + ((h - 260) - (rows * cardH + (rows - 1) * gap)) / 2;

  const cards = shown.map((character, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    const rowCount = Math.min(cols, shown.length - row * cols);
    const rowOffset = ((cols - rowCount) * (cardW + gap)) / 2;
    const x = (w - gridW) / 2 + rowOffset + col * (cardW + gap);
    const y = gridTop + row * (cardH + gap);
    const look = lookOf(character);
    const clip = defs.add(`card-${i}`, (id) => el('clipPath', { id }, rect(x + 20, y + 20, picture, pictureH, { rx: 14 })));
    const uri = photoFor(character.name, photos);
    const portrait = uri
      ? el('image', { href: uri, x: x + 20, y: y + 20, width: picture, height: pictureH, preserveAspectRatio: 'xMidYMid slice', 'clip-path': clip, 'data-photo': character.name })
      : (() => {
          const design = FIGURES[look.figure];
          const drawn = drawCharacter(look, design, poseFor('waving'), 'happy', 1, treatment.ink);
          const fit = Math.min(picture / 300, (pictureH - 30) / drawn.height);
          return group(
            { 'clip-path': clip },
            rect(x + 20, y + 20, picture, pictureH, { fill: lighten(look.accent, 0.72) }),
            circle(x + 20 + picture * 0.8, y + 20 + pictureH * 0.2, picture * 0.12, { fill: '#ffffff', opacity: 0.5 }),
            group({ transform: `${translate(x + 20 + picture / 2, y + 20 + pictureH - 18)} ${scale(fit)}` }, drawn.figure, drawn.effects),
          );
        })();
    const name = fitText(character.name, { width: cardW - 40, maxLines: 1, maxSize: 52, minSize: 26 });
    const tilt = TILTS[i % TILTS.length] as number;
    return group(
      { transform: rotate(tilt, x + cardW / 2, y + cardH / 2), 'data-card': character.name },
      rect(x + 6, y + 10, cardW, cardH, { rx: 10, fill: '#3a2a50', opacity: 0.16 }),
      rect(x, y, cardW, cardH, { rx: 10, fill: '#ffffff', stroke: '#eadfcf', 'stroke-width': 3 }),
      portrait,
      rect(x + cardW / 2 - 60, y - 18, 120, 38, { fill: '#f7e3a1', opacity: 0.85, transform: rotate(-tilt * 1.5, x + cardW / 2, y) }),
      textBlock(name, x + cardW / 2, y + cardH - 80, { fill: '#3b2d5c' }),
    );
  });

  const confetti = Array.from({ length: 30 }, (_, i) => {
    const angle = i * 2.399;
    const x = w / 2 + Math.cos(angle) * (300 + (i * 37) % 480);
    const y = h / 2 + Math.sin(angle) * (200 + (i * 53) % 360);
    return circle(x, y, 6 + (i % 3) * 3, { fill: CONFETTI[i % CONFETTI.length] as string, opacity: 0.55 });
  });
  const bunting = Array.from({ length: 16 }, (_, i) => {
    const x = 40 + i * ((w - 80) / 15);
    const sag = Math.sin((i / 15) * Math.PI) * 40;
    return path(d`M${x - 30} ${20 + sag}L${x + 30} ${20 + sag}L${x} ${80 + sag}Z`, { fill: CONFETTI[i % CONFETTI.length] as string });
  });
  const heading = fitText('Meet the characters', { width: w - 200, maxLines: 1, maxSize: 88, minSize: 40 });
  const body = group(
    {},
    rect(0, 0, w, h, { fill: '#fff6e8' }),
    ...confetti,
    path(d`M0 20Q${w / 2} 100 ${w} 20`, { fill: 'none', stroke: '#b58a5a', 'stroke-width': 4 }),
    ...bunting,
    textBlock(heading, w / 2, 100, { fill: '#3b2d5c' }),
    ...cards,
  );
  return svgDocument(w, h, 'Meet the characters', defs, body);
}
