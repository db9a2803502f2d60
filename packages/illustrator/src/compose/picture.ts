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
}

/** Paints a setting with its cast on a canvas of any size, in an art style. Returns the markup and its defs. */
export function paintPicture(input: PictureInput): { defs: Defs; body: string } {
  const { w, h, time } = input;
  const defs = new Defs('sb');
  const treatment = STYLES[input.style];
  const art = SETTING_PAINTERS[input.setting]({ w, h, time, rng: createRandom(input.seed), ink: treatment.ink, defs });
  const figures = placeCharacters(input.cast, {
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
  return { defs, body: applyStyle(input.style, picture, defs, w, h) };
}
