import type { Placement, PoseName } from '@studio/contracts/stories';
import type { Stage } from '../settings/context';

export interface Slot {
  x: number;
  /** Ground line under the figure. */
  y: number;
  scale: number;
  facing: 1 | -1;
  /** Figures further back are drawn first. */
  depth: number;
  onBed: boolean;
  shadow: boolean;
}

const FACES_INTEREST: ReadonlySet<PoseName> = new Set(['pointing', 'looking', 'searching', 'flying', 'swimming', 'running', 'walking', 'reaching', 'climbing', 'looking up']);

/** Where the group's middle stands across the stage, as a fraction of its width. */
const PLACED_AT: Record<Placement, number> = { left: 0.3, centre: 0.5, right: 0.7 };

function groupScale(count: number): number {
  if (count <= 2) return 1;
  if (count === 3) return 0.88;
  if (count === 4) return 0.78;
  return 0.7;
}

/**
 * Places one figure per pose on the stage: spread out around the placement, facing each other or what
 * they look at. The first figure's pose leads (hugging brings everyone close).
 */
export function arrangeCast(poses: readonly PoseName[], stage: Stage, canvasScale: number, placement: Placement = 'centre'): Slot[] {
  const count = poses.length;
  const action = poses[0] ?? 'standing';
  if (count === 0) return [];
  const base = groupScale(count) * canvasScale;
  const width = stage.right - stage.left;
  const spacing = (action === 'hugging' ? 165 : 330) * base;
  const span = Math.min(width, spacing * (count - 1));
  const wanted = placement === 'centre' && count === 1 ? (stage.interest.x > stage.left + width / 2 ? 0.38 : 0.62) : PLACED_AT[placement];
  // The group stays on the stage: its middle moves only as far as its width allows.
  const centre = Math.min(Math.max(stage.left + width * wanted, stage.left + span / 2), stage.right - span / 2);
  const twoRows = count >= 4;
  const onBedCount = action === 'sleeping' && stage.bed ? Math.min(poses.filter((pose) => pose === 'sleeping').length, 2) : 0;

  return Array.from({ length: count }, (_, i) => {
    const x = count === 1 ? centre : centre - span / 2 + (span * i) / (count - 1);
    const back = twoRows && i % 2 === 1;
    const scale = base * (back ? 0.9 : 1);
    const towardsGroup: 1 | -1 = x <= centre ? 1 : -1;
    const towardsInterest: 1 | -1 = stage.interest.x >= x ? 1 : -1;
    const own = poses[i] ?? action;
    const facing = FACES_INTEREST.has(own) || count === 1 ? towardsInterest : towardsGroup;
    if (i < onBedCount && stage.bed) {
      // The first sleeper is tucked in with its head on the pillow; a second naps on top of the quilt at the foot end.
      return i === 0
        ? { x: stage.bed.x, y: stage.bed.y, scale: base, facing: 1, depth: 0, onBed: true, shadow: false }
        : { x: stage.bed.x + stage.bed.width * 0.3, y: stage.bed.y - 130, scale: base * 0.8, facing: -1, depth: 1, onBed: false, shadow: false };
    }
    const hover = stage.floating ? (150 + (i % 2) * 70) * scale : 0;
    const y = stage.groundY - (back ? 70 * canvasScale : 0) - hover;
    return { x, y, scale, facing, depth: back ? 0 : 1, onBed: false, shadow: !stage.floating };
  });
}
