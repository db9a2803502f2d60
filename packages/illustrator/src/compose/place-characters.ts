import type { Action, Character, Mood } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import { drawCharacter } from '../characters/draw-character';
import { FIGURES } from '../characters/figures';
import { lookOf } from '../characters/look';
import { poseFor } from '../characters/pose';
import type { Stage } from '../settings/context';
import { group, scale, translate } from '../svg/builder';
import { arrangeCast } from './layout';

export interface CastOptions {
  action: Action;
  mood: Mood;
  stage: Stage;
  ink: Ink;
  canvasScale: number;
  helmet: boolean;
}

/** Draws the cast on the stage, back row first; anyone asleep in the bed is tucked under its quilt. */
export function placeCharacters(cast: readonly Character[], options: CastOptions): string {
  const slots = arrangeCast(cast.length, options.stage, options.action, options.canvasScale);
  const quilt = slots.some((slot) => slot.onBed) ? (options.stage.bed?.quilt ?? '') : '';
  const figures = cast
    .map((character, i) => ({ character, slot: slots[i] }))
    .filter((entry): entry is { character: Character; slot: NonNullable<typeof entry.slot> } => entry.slot !== undefined)
    .sort((a, b) => a.slot.depth - b.slot.depth)
    .map(({ character, slot }) => {
      const look = lookOf(character);
      const design = FIGURES[look.figure];
      const pose = poseFor(slot.onBed ? 'sleeping' : options.action);
      const drawn = drawCharacter(look, design, pose, options.mood, slot.facing, options.ink, { helmet: options.helmet && look.figure !== 'robot', shadow: slot.shadow, blanket: !slot.onBed });
      return { onBed: slot.onBed, svg: group({ transform: `${translate(slot.x, slot.y)} ${scale(slot.scale * design.scale)}` }, drawn.figure, drawn.effects) };
    });
  const inBed = figures.filter((f) => f.onBed).map((f) => f.svg).join('');
  return inBed + quilt + figures.filter((f) => !f.onBed).map((f) => f.svg).join('');
}
