import type { ArtStyle, Composition, Mood, Setting, TimeOfDay } from '@studio/contracts/stories';
import type { PropId } from '@studio/species';
import { backgroundWash, overallWash } from '../lighting/time-light';
import { createRandom } from '../random';
import { paintPlace } from '../places';
import { SETTING_PAINTERS } from '../settings';
import type { SettingArt, SettingContext } from '../settings/context';
import { applyStyle, STYLES } from '../styles/styles';
import { group } from '../svg/builder';
import { Defs } from '../svg/defs';
import type { Actor } from './actors';
import { cameraView } from './camera';
import { placeCharacters } from './place-characters';
import { placeProps } from './place-props';

export interface PictureInput {
  w: number;
  h: number;
  setting: Setting;
  time: TimeOfDay;
  actors: readonly Actor[];
  mood: Mood;
  style: ArtStyle;
  seed: number;
  /** The things the page names, drawn by the cast. */
  props?: readonly PropId[];
  /** The place within the setting the page names ("the little stream"): its spot is painted when the illustrator knows it. */
  place?: string;
  /** How near, where the group stands and which side the place is seen from; absent: wide, centred. */
  composition?: Composition;
  /**
   * A redraw of a picture: changes who stands where and, every other redraw, shows the place from the
   * other side (mirrored), so a paid-for new picture is visibly new. Absent: the first drawing.
   */
  redraw?: number;
}

/** Paints a setting with its cast and props on a canvas of any size, in an art style. Returns the markup and its defs. */
export function paintPicture(input: PictureInput): { defs: Defs; body: string } {
  const { w, h, time } = input;
  const defs = new Defs('sb');
  const treatment = STYLES[input.style];
  const art = paintSettingAt({ w, h, time, rng: createRandom(input.seed), ink: treatment.ink, defs }, input.setting, input.place);
  const redraw = input.redraw;
  const turn = redraw === undefined || input.actors.length === 0 ? 0 : redraw % input.actors.length;
  const actors = turn === 0 ? input.actors : rotate(input.actors, turn);
  const canvasScale = h / 1200;
  const placed = placeCharacters(actors, {
    mood: input.mood,
    stage: art.stage,
    ink: treatment.ink,
    canvasScale,
    helmet: input.setting === 'space',
    ...(input.composition && { placement: input.composition.placement }),
  });
  const props = placeProps(input.props ?? [], { stage: art.stage, slots: placed.slots, ink: treatment.ink, canvasScale, h });
  const picture = group(
    {},
    group({ 'data-layer': 'background' }, art.back, backgroundWash(time, w, h, art.washStrength), art.glow),
    group({ 'data-layer': 'props' }, props.behind),
    group({ 'data-layer': 'characters' }, placed.svg),
    group({ 'data-layer': 'foreground' }, props.front, art.front),
    overallWash(time, w, h, art.washStrength),
  );
  const framed = cameraView(picture, input.composition?.camera ?? 'wide', placed.slots, art.stage, w, h);
  // A redraw that leaves everyone where they stood is always seen from the other side, so it is never the first picture again.
  const redrawMirror = redraw !== undefined && (turn === 0 || Math.floor(redraw / 2) % 2 === 1);
  const mirrored = redrawMirror !== (input.composition?.mirrored ?? false);
  const view = mirrored ? group({ transform: `translate(${w} 0) scale(-1 1)` }, framed) : framed;
  return { defs, body: applyStyle(input.style, view, defs, w, h) };
}

/** The setting, with the spot its place names painted over it (or, for a room or a garden, instead of it). */
function paintSettingAt(ctx: SettingContext, setting: Setting, place: string | undefined): SettingArt {
  const art = SETTING_PAINTERS[setting](ctx);
  const spot = paintPlace(place, ctx);
  if (!spot) return art;
  if (!spot.replaces) return { ...art, back: art.back + spot.back };
  const { stage, front, glow, washStrength } = spot.replaces;
  return { back: spot.back, front, glow, stage, ...(washStrength !== undefined && { washStrength }) };
}

const rotate = <T>(items: readonly T[], by: number): T[] => [...items.slice(by), ...items.slice(0, by)];
