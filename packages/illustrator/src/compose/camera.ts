import type { Camera } from '@studio/contracts/stories';
import type { Stage } from '../settings/context';
import { group, num } from '../svg/builder';
import type { Slot } from './layout';

const ZOOM: Record<Camera, number> = { wide: 1, medium: 1.3, close: 1.65 };

/**
 * Brings the picture's eye nearer the cast: the whole picture is enlarged about the group (towards their
 * faces for a close-up), never so far that an edge of the canvas shows. No new shapes are drawn, so a
 * closer picture costs no more to paint.
 */
export function cameraView(picture: string, camera: Camera, slots: readonly Slot[], stage: Stage, w: number, h: number): string {
  const zoom = ZOOM[camera];
  if (zoom === 1) return picture;
  const xs = slots.length > 0 ? slots.map((slot) => slot.x) : [(stage.left + stage.right) / 2];
  const focusX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const ground = slots.length > 0 ? Math.max(...slots.map((slot) => slot.y)) : stage.groundY;
  const focusY = ground - (camera === 'close' ? 330 : 240) * (h / 1200);
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const tx = clamp(w / 2 - focusX * zoom, w - w * zoom, 0);
  const ty = clamp(h / 2 - focusY * zoom, h - h * zoom, 0);
  return group({ transform: `translate(${num(tx)} ${num(ty)}) scale(${num(zoom)})` }, picture);
}
