import type { Mood } from '@studio/contracts/stories';
import { lighten } from '../color/color';
import { d, group, rotate, translate } from '../svg/builder';
import { circle, ellipse, path, type Point } from '../svg/shapes';
import type { DrawContext, FigureDesign, Ink } from './design';
import { fromWheelchair, wheelchair } from './aids';
import { drawEffects } from './effects';
import { balloons, basket, blanket, magnifier, openBook, pillow } from './held-props';
import { drawLimb } from './limbs';
import type { CharacterLook } from './look';
import type { Pose } from './pose';
import { midpoint, solveLimb } from './rig';
import { drawFlightGear } from './flight-gear';
import { movePoint } from './transform';

export interface CharacterDrawing {
  /** The figure itself, wrapped in a group named after the character. */
  figure: string;
  /** Marks around it (speed lines, z's…), kept outside the figure's group. */
  effects: string;
  /** Top of the head above the ground, for layout. */
  height: number;
}

export interface DrawOptions {
  /** A glass helmet for space. */
  helmet?: boolean;
  /** A soft shadow on the ground (not for figures floating in water or space). */
  shadow?: boolean;
  /** A lying figure brings its own blanket unless it sleeps under a bed's quilt. */
  blanket?: boolean;
}

export function drawCharacter(
  look: CharacterLook,
  design: FigureDesign,
  posed: Pose,
  mood: Mood,
  facing: 1 | -1,
  ink: Ink,
  options: DrawOptions = {},
): CharacterDrawing {
  const { plan } = design;
  const inChair = look.features.has('wheelchair') && posed.posture !== 'lie';
  const upright = design.staysUpright === true && posed.posture === 'lie' ? { ...posed, posture: 'stand' as const } : posed;
  const pose = inChair ? fromWheelchair(upright, plan) : upright;
  const chair = inChair ? wheelchair(plan, facing, look, ink) : undefined;
  const ctx: DrawContext = { look, pose, ink, facing };
  const near = facing;
  const far = -facing;
  const root = (side: number, x: number, y: number): Point => ({ x: side * x, y });
  const legs = {
    near: solveLimb(root(near, plan.hipX, plan.hipY), near, plan.leg, pose.nearLeg),
    far: solveLimb(root(far, plan.hipX, plan.hipY), far, plan.leg, pose.farLeg),
  };
  const arms = {
    near: solveLimb(root(near, plan.shoulderX, plan.shoulderY), near, plan.arm, pose.nearArm),
    far: solveLimb(root(far, plan.shoulderX, plan.shoulderY), far, plan.arm, pose.farArm),
  };
  const isLying = pose.posture === 'lie';
  const lowestFoot = Math.max(legs.near.end.y, legs.far.end.y) + plan.leg.end * 0.8;
  const groundShift = pose.posture === 'sit' ? -plan.hipY - plan.leg.width * 0.7 : -lowestFoot;
  const lean = isLying ? 0 : pose.lean * facing;
  const lift = isLying ? 0 : pose.lift;
  const hipPivot = { x: 0, y: plan.hipY };
  const headCentre = { x: 0, y: plan.neckY - plan.headRise };
  const headTilt = pose.headTilt * facing;
  const armPaint = design.arm(look);
  const legPaint = design.leg(look);
  const flying = pose.effects.includes('wind');

  const heldAt = midpoint(arms.near.end, arms.far.end);
  const held = (() => {
    switch (pose.held) {
      case 'book':
        return openBook({ x: heldAt.x, y: heldAt.y - 6 }, plan.headR * 1.15, look.accent, ink);
      case 'basket':
        return basket({ x: heldAt.x, y: heldAt.y + 10 }, plan.headR * 1.15, ink);
      default:
        return '';
    }
  })();
  const handProp = pose.held === 'magnifier' ? magnifier(arms.near.end, plan.headR * 0.75, facing) : '';
  const floatProp = flying && design.fliesWith === 'balloons' ? balloons(arms.far.end, plan.headR * 1.1, ink) : '';

  // A lying figure keeps its face almost upright on the pillow; a standing one tilts its head at the neck.
  const headTurn = isLying ? rotate(70 * facing, headCentre.x, headCentre.y) : rotate(headTilt, 0, plan.neckY);
  const head = group(
    { transform: headTurn, 'data-part': 'head' },
    group({ transform: translate(headCentre.x, headCentre.y) }, design.head(ctx, { mood, gaze: pose.gaze, closedEyes: pose.closedEyes === true, facing })),
  );
  const helmet = options.helmet
    ? circle(headCentre.x, headCentre.y - plan.headR * 0.05, plan.headR * 1.42, {
        fill: '#dff4ff', 'fill-opacity': 0.28, stroke: '#ffffff', 'stroke-opacity': 0.85, 'stroke-width': ink.line * 1.6, 'data-part': 'prop',
      }) +
      path(d`M${headCentre.x - plan.headR * 0.95} ${headCentre.y - plan.headR * 0.5}A${plan.headR * 1.2} ${plan.headR * 1.2} 0 0 1 ${headCentre.x - plan.headR * 0.2} ${headCentre.y - plan.headR * 1.25}`, {
        fill: 'none', stroke: '#ffffff', 'stroke-width': ink.line * 2, 'stroke-linecap': 'round', opacity: 0.8,
      })
    : '';

  const body = [
    flying ? drawFlightGear(design.fliesWith, ctx, plan, 'behind') : '',
    chair?.behind ?? '',
    design.behind?.(ctx) ?? '',
    drawLimb(legs.far, plan.leg, legPaint, ink, far),
    drawLimb(legs.near, plan.leg, legPaint, ink, near),
    design.torso(ctx),
    chair?.front ?? '',
    head,
    helmet,
    floatProp,
    held,
    drawLimb(arms.far, plan.arm, armPaint, ink, far),
    drawLimb(arms.near, plan.arm, armPaint, ink, near),
    handProp,
    flying ? drawFlightGear(design.fliesWith, ctx, plan, 'front') : '',
    isLying && options.blanket !== false ? blanket(plan.halfWidth, plan.shoulderY + 14, lighten(look.accent, 0.15), ink) : '',
  ].join('');

  // The side it faces is named, so a figure can be compared with itself facing the same way (issue 33).
  const nameAttrs = { 'data-character': look.name, 'data-figure': look.figure, 'data-facing': facing > 0 ? 'right' : 'left' };
  if (isLying) {
    // Lay the standing figure on its side: head towards the facing side's opposite, resting on a pillow.
    const rise = plan.headR + 6;
    const headX = facing * headCentre.y;
    const shiftX = -headX / 2;
    const figure =
      group({ transform: translate(shiftX, 0) }, pillow({ x: headX, y: -plan.headR * 0.25 }, plan.headR * 1.1, ink)) +
      group({ ...nameAttrs, transform: `${translate(shiftX, -rise)} ${rotate(-90 * facing)}` }, body);
    const effects = drawEffects(pose.effects, {
      head: { x: headX + shiftX, y: -rise }, headR: plan.headR, nearHand: { x: 0, y: -rise }, facing, body: { x: shiftX, y: -rise },
    });
    return { figure: effects.behind + figure, effects: effects.front, height: plan.headR * 2 + 20 };
  }

  const dy = groundShift - lift;
  const place = (p: Point): Point => movePoint(p, 0, dy, lean, hipPivot);
  const figure = group({ ...nameAttrs, transform: `${translate(0, dy)} ${rotate(lean, hipPivot.x, hipPivot.y)}` }, body);
  const shadow = options.shadow === false ? '' : ellipse(0, 4, plan.halfWidth * 1.5 * Math.max(0.45, 1 - lift / 400), 14, { fill: '#1d1430', opacity: 0.16 });
  const effects = drawEffects(pose.effects, {
    head: place(headCentre),
    headR: plan.headR,
    nearHand: place(arms.near.end),
    facing,
    body: place({ x: 0, y: (plan.shoulderY + plan.hipY) / 2 }),
  });
  return { figure: shadow + effects.behind + figure, effects: effects.front, height: -(plan.neckY - plan.headRise - plan.headR) - groundShift + lift };
}
