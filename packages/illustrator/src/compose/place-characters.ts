import type { Mood, Placement } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import { drawCharacter } from '../characters/draw-character';
import { FIGURES } from '../characters/figures';
import { POSE_MOOD, poseFor } from '../characters/pose';
import type { Stage } from '../settings/context';
import { group, scale, translate } from '../svg/builder';
import type { Actor } from './actors';
import { arrangeCast, type Slot } from './layout';

export interface CastOptions {
  mood: Mood;
  stage: Stage;
  ink: Ink;
  canvasScale: number;
  helmet: boolean;
  placement?: Placement;
}

/** Draws the actors on the stage, back row first; anyone asleep in the bed is tucked under its quilt. Returns the slots too. */
export function placeCharacters(actors: readonly Actor[], options: CastOptions): { svg: string; slots: Slot[] } {
  const slots = arrangeCast(actors.map((actor) => actor.pose), options.stage, options.canvasScale, options.placement ?? 'centre');
  const quilt = slots.some((slot) => slot.onBed) ? (options.stage.bed?.quilt ?? '') : '';
  const figures = actors
    .map((actor, i) => ({ actor, slot: slots[i] }))
    .filter((entry): entry is { actor: Actor; slot: NonNullable<typeof entry.slot> } => entry.slot !== undefined)
    .sort((a, b) => a.slot.depth - b.slot.depth)
    .map(({ actor: { look, pose: poseName }, slot }) => {
      const design = FIGURES[look.figure];
      const pose = poseFor(slot.onBed ? 'sleeping' : poseName);
      const mood = POSE_MOOD[poseName] ?? options.mood;
      const drawn = drawCharacter(look, design, pose, mood, slot.facing, options.ink, { helmet: options.helmet && look.figure !== 'robot', shadow: slot.shadow, blanket: !slot.onBed });
      return { onBed: slot.onBed, svg: group({ transform: `${translate(slot.x, slot.y)} ${scale(slot.scale * design.scale)}` }, drawn.figure, drawn.effects) };
    });
  const inBed = figures.filter((f) => f.onBed).map((f) => f.svg).join('');
  return { svg: inBed + quilt + figures.filter((f) => !f.onBed).map((f) => f.svg).join(''), slots };
}
