import type { TimeOfDay } from '@studio/contracts/stories';
import type { Ink } from '../characters/design';
import type { Random } from '../random';
import type { Defs } from '../svg/defs';
import type { Point } from '../svg/shapes';

/** What a setting needs to paint itself on a canvas of any size. */
export interface SettingContext {
  w: number;
  h: number;
  time: TimeOfDay;
  /** Scatter of props; seeded by the page, never used for characters. */
  rng: Random;
  ink: Ink;
  defs: Defs;
}

/** Where characters go on the picture. */
export interface Stage {
  /** Feet line for standing characters. */
  groundY: number;
  /** Horizontal room for characters. */
  left: number;
  right: number;
  /** Water or space: characters hover rather than stand. */
  floating: boolean;
  /** Something worth pointing at or searching for. */
  interest: Point;
  /** A bed to sleep in, when the room has one. */
  bed?: { x: number; y: number; width: number; quilt: string };
}

export interface SettingArt {
  /** Sky, far and middle distance, ground. */
  back: string;
  /** Lights that stay bright at night (moon, stars, lit windows), drawn over the night shade. */
  glow: string;
  /** Foreground details drawn over the characters' feet. */
  front: string;
  /** How strongly the time-of-day wash applies (lamp-lit rooms, space and the deep sea keep their own light). Default 1. */
  washStrength?: number;
  stage: Stage;
}

export type SettingPainter = (ctx: SettingContext) => SettingArt;
