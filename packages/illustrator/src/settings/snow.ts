import { group } from '../svg/builder';
import { cottage } from '../props/buildings';
import { hills, pineTree } from '../props/nature';
import { snowflake, snowman } from '../props/winter';
import type { SettingPainter } from './context';
import { groundPlane, outdoorFrame, standingStage } from './outdoor';

export const snow: SettingPainter = (ctx) => {
  const { w, h, rng, ink, time } = ctx;
  const { horizon, groundY, sky, glow } = outdoorFrame(ctx, 0.56);
  const lit = time === 'evening' || time === 'night';
  const house = cottage(w * 0.22, horizon + 90, 240, '#e9a77a', '#ffffff', lit, ink);
  const friend = { x: w * 0.84, y: groundY - 30 };
  const flakes = Array.from({ length: 40 }, () => snowflake(rng.range(0, w), rng.range(0, h), rng.range(5, 12))).join('');
  return {
    back: group(
      {},
      sky,
      hills(w, horizon + 20, h, 100, '#e3ecf8', rng, 2),
      ...Array.from({ length: 6 }, (_, i) => pineTree(w * (0.42 + i * 0.11) + rng.range(-15, 15), horizon + 80, rng.range(170, 230), '#3f7f66', ink, true)),
      house.body,
      lit ? '' : house.windows,
      groundPlane(ctx, horizon + 90, '#f4f8ff', '#dce7f6', 'snow'),
      pineTree(w * 0.05, groundY - 60, 420, '#357360', ink, true),
      snowman(friend.x, friend.y, 240, '#f2545b', ink),
    ),
    glow: glow + (lit ? house.windows : ''),
    front: flakes,
    stage: standingStage(ctx, groundY, { x: friend.x, y: friend.y - 200 }),
  };
};
