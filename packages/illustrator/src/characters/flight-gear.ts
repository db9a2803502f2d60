import { d, group } from '../svg/builder';
import { path } from '../svg/shapes';
import { painted, type BodyPlan, type DrawContext, type FigureDesign } from './design';

const RAINBOW = ['#f2545b', '#f7a541', '#f7d548', '#7ccf7a', '#5fb0e8', '#a58be8'] as const;

function cape(ctx: DrawContext, plan: BodyPlan): string {
  const back = -ctx.facing;
  const colour = ctx.look.accent === '#e5484d' ? '#f5c443' : '#e5484d';
  const s = plan.shoulderX;
  return path(
    d`M${-s} ${plan.shoulderY}L${s} ${plan.shoulderY}Q${back * s * 2.5} ${plan.hipY * 0.6} ${back * s * 4.2} ${plan.hipY * 0.2}Q${back * s * 3.2} ${plan.hipY * 0.1} ${back * s * 3.4} ${plan.hipY * -0.1}Q${back * s * 1.5} ${plan.hipY * 0.5} ${-s} ${plan.shoulderY}Z`,
    painted(colour, ctx.ink),
  );
}

function rainbowTrail(ctx: DrawContext, plan: BodyPlan): string {
  const back = -ctx.facing;
  const y0 = (plan.shoulderY + plan.hipY) / 2;
  return group(
    { opacity: 0.9 },
    ...RAINBOW.map((colour, i) => {
      const y = y0 - 40 + i * 16;
      return path(d`M${back * 20} ${y}Q${back * 200} ${y - 60} ${back * 420} ${y + 40}`, { fill: 'none', stroke: colour, 'stroke-width': 17, 'stroke-linecap': 'round' });
    }),
  );
}

function jets(ctx: DrawContext, plan: BodyPlan): string {
  return [-1, 1]
    .map((side) => {
      const x = side * plan.hipX;
      const y = plan.leg.end * 0.8;
      return (
        path(d`M${x - 20} ${y}C${x - 24} ${y + 45} ${x} ${y + 95} ${x} ${y + 95}C${x} ${y + 95} ${x + 24} ${y + 45} ${x + 20} ${y}Z`, { fill: '#f7a541' }) +
        path(d`M${x - 10} ${y}C${x - 12} ${y + 25} ${x} ${y + 55} ${x} ${y + 55}C${x} ${y + 55} ${x + 12} ${y + 25} ${x + 10} ${y}Z`, { fill: '#fff0a8' })
      );
    })
    .join('');
}

/** What carries a figure through the air, drawn behind or in front of its body. */
export function drawFlightGear(how: FigureDesign['fliesWith'], ctx: DrawContext, plan: BodyPlan, layer: 'behind' | 'front'): string {
  if (layer === 'behind') {
    if (how === 'cape') return cape(ctx, plan);
    if (how === 'rainbow') return rainbowTrail(ctx, plan);
    return '';
  }
  return how === 'jets' ? jets(ctx, plan) : '';
}
