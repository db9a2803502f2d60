import { darken } from '../color/color';
import type { Attrs } from '../svg/builder';
import type { FaceInput } from './face';
import type { CharacterLook } from './look';
import type { Pose } from './pose';

export interface LimbSize {
  upper: number;
  lower: number;
  width: number;
  /** Radius of the hand or foot. */
  end: number;
}

/** Skeleton of a figure standing with its feet at (0, 0); y grows downwards so heights are negative. */
export interface BodyPlan {
  hipX: number;
  hipY: number;
  shoulderX: number;
  shoulderY: number;
  /** Where the head turns (its pivot), and the head centre above it. */
  neckY: number;
  headRise: number;
  headR: number;
  /** Half the body's width, used to lay it down on its side. */
  halfWidth: number;
  arm: LimbSize;
  leg: LimbSize;
}

export type LimbEnd = 'hand' | 'paw' | 'shoe' | 'hoof' | 'claw' | 'talon' | 'boot';

export interface LimbPaint {
  colour: string;
  end: LimbEnd;
  endColour: string;
  /** A sleeve or trouser leg over part of the limb, as a fraction of its length from the body. */
  cover?: { colour: string; fraction: number };
  /** Owl wings replace arms. */
  wing?: boolean;
  /** Bodies without this limb (a fish's legs, a snail's arms) leave it out. */
  none?: boolean;
}

/** Line width and how outlines are drawn; set by the art style. */
export interface Ink {
  line: number;
}

export interface DrawContext {
  look: CharacterLook;
  pose: Pose;
  ink: Ink;
  facing: 1 | -1;
}

export interface FigureDesign {
  plan: BodyPlan;
  /** Size relative to a child. */
  scale: number;
  /** How the figure flies: its own wings or jets, or else holding balloons. */
  fliesWith: 'wings' | 'jets' | 'cape' | 'balloons' | 'rainbow';
  /** Bodies that cannot lie on their side (a fish, a bird, a starfish) sleep where they are, eyes closed. */
  staysUpright?: boolean;
  behind?(ctx: DrawContext): string;
  torso(ctx: DrawContext): string;
  /** Drawn centred on the head centre. */
  head(ctx: DrawContext, face: FaceInput): string;
  arm(look: CharacterLook): LimbPaint;
  leg(look: CharacterLook): LimbPaint;
}

/** Fill with a slightly darker outline of the same hue: the soft line of flat picture-book art. */
export function painted(colour: string, ink: Ink, extra: Attrs = {}): Attrs {
  return { fill: colour, stroke: darken(colour, 0.42), 'stroke-width': ink.line, 'stroke-linejoin': 'round', ...extra };
}

export const outlineOf = (colour: string): string => darken(colour, 0.42);
