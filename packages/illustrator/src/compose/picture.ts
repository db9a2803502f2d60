import type { Action, ArtStyle, Character, Mood, Setting, TimeOfDay } from '@studio/contracts/stories';
import { backgroundWash, overallWash } from '../lighting/time-light';
import { createRandom } from '../random';
import { SETTING_PAINTERS } from '../settings';
import { applyStyle, STYLES } from '../styles/styles';
import { group } from '../svg/builder';
import { Defs } from '../svg/defs';
import { placeCharacters } from './place-characters';

export interface PictureInput {
  w: number;
  h: number;
  setting: Setting;
  time: TimeOfDay;
  cast: readonly Character[];
  action: Action;
  mood: Mood;
  style: ArtStyle;
  seed: number;
  /**
   * A redraw of a picture: changes who stands where and, every other redraw, shows the place from the
   * other side (mirrored), so a paid-for new picture is visibly new. Absent: the first drawing.
   */
  redraw?: number;
}

/** Paints a setting with its cast on a canvas of any size, in an art style. Returns the markup and its defs. */
export function paintPicture(input: PictureInput): { defs: Defs; body: string } {
  const { w, h, time } = input;
  const defs = new Defs('sb');
  const treatment = STYLES[input.style];
  const art = SETTING_PAINTERS[input.setting]({ w, h, time, rng: createRandom(input.seed), ink: treatment.ink, defs });
  const redraw = input.redraw;
  const turn = redraw === undefined || input.cast.length === 0 ? 0 : redraw % input.cast.length;
  const cast = turn === 0 ? input.cast : rotate(input.cast, turn);
  const figures = placeCharacters(cast, {
    action: input.action,
    mood: input.mood,
    stage: art.stage,
    ink: treatment.ink,
    canvasScale: h / 1200,
    helmet: input.setting === 'space',
  });
  const picture = group(
    {},
    group({ 'data-layer': 'background' }, art.back, backgroundWash(time, w, h, art.washStrength), art.glow),
    group({ 'data-layer': 'characters' }, figures),
    group({ 'data-layer': 'foreground' }, art.front),
    overallWash(time, w, h, art.washStrength),
  );
  // A redraw that leaves everyone where they stood is always seen from the other side, so it is never the first picture again.
  const mirrored = redraw !== undefined && (turn === 0 || Math.floor(redraw / 2) % 2 === 1);
  const view = mirrored ? group({ transform: `translate(${w} 0) scale(-1 1)` }, picture) : picture;
  return { defs, body: applyStyle(input.style, view, defs, w, h) };
}

const rotate = <T>(items: readonly T[], by: number): T[] => [...items.slice(by), ...items.slice(0, by)];
