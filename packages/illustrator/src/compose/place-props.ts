import { PROPS, type PropId } from '@studio/species';
import type { Ink } from '../characters/design';
import { PROP_DRAWINGS } from '../props/story/drawings';
import type { Stage } from '../settings/context';
import { group, scale, translate } from '../svg/builder';
import type { Slot } from './layout';

export interface PropOptions {
  stage: Stage;
  slots: readonly Slot[];
  ink: Ink;
  canvasScale: number;
  h: number;
}

/**
 * The page's props: things of the ground stand in front of the cast, in the gaps between them and at
 * their sides; things of the sky (a kite, balloons, bunting) fly above. Each is named for the reader of the SVG.
 */
export function placeProps(props: readonly PropId[], options: PropOptions): { behind: string; front: string } {
  const { stage, slots, canvasScale } = options;
  const size = 1.05 * canvasScale;
  const xs = [...slots.map((slot) => slot.x)].sort((a, b) => a - b);
  const gaps = xs.length === 0 ? [(stage.left + stage.right) / 2] : [...xs.slice(1).map((x, i) => (x + (xs[i] as number)) / 2), (xs[0] as number) - 190 * canvasScale, (xs.at(-1) as number) + 190 * canvasScale];
  const spots = gaps.map((x) => Math.min(Math.max(x, stage.left), stage.right));
  const ground = props.filter((id) => PROPS[id].spot === 'ground');
  const sky = props.filter((id) => PROPS[id].spot === 'sky');
  const groundY = (slots.length > 0 ? Math.max(...slots.map((slot) => slot.y)) : stage.groundY) + 24 * canvasScale;
  const front = ground.map((id, i) => {
    const x = (spots[i % spots.length] as number) + Math.floor(i / spots.length) * 120 * canvasScale;
    return group({ 'data-prop': id, transform: `${translate(x, groundY)} ${scale(size)}` }, PROP_DRAWINGS[id](options.ink));
  });
  const behind = sky.map((id, i) => {
    const x = stage.left + ((i + 1) / (sky.length + 1)) * (stage.right - stage.left);
    return group({ 'data-prop': id, transform: `${translate(x, options.h * 0.3)} ${scale(size * 1.3)}` }, PROP_DRAWINGS[id](options.ink));
  });
  return { behind: behind.join(''), front: front.join('') };
}
