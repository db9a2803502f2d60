import type { TimeOfDay } from '@studio/contracts/stories';
import { group } from '../svg/builder';
import { rect } from '../svg/shapes';

/** Colour washes laid over a painted picture for the time of day. */

interface Wash {
  colour: string;
  /** Over the background (sky and land). */
  background: number;
  /** Over everything, characters included: lighter, so they stay readable. */
  all: number;
}

const WASH: Record<TimeOfDay, Wash | undefined> = {
  morning: { colour: '#ffcf9e', background: 0.1, all: 0.04 },
  day: undefined,
  evening: { colour: '#ff8a4c', background: 0.16, all: 0.1 },
  night: { colour: '#141c4c', background: 0.45, all: 0.2 },
};

export function backgroundWash(time: TimeOfDay, w: number, h: number, strength = 1): string {
  const wash = WASH[time];
  return wash && strength > 0 ? rect(0, 0, w, h, { fill: wash.colour, opacity: wash.background * strength, 'data-layer': 'light' }) : '';
}

export function overallWash(time: TimeOfDay, w: number, h: number, strength = 1): string {
  const wash = WASH[time];
  return wash && strength > 0 ? group({ 'data-layer': 'light' }, rect(0, 0, w, h, { fill: wash.colour, opacity: wash.all * strength })) : '';
}
