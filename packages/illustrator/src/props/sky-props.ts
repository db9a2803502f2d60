import { group, scale, translate } from '../svg/builder';
import { circle, ellipse } from '../svg/shapes';

export function cloud(x: number, y: number, size: number, colour = '#ffffff'): string {
  return group(
    { transform: `${translate(x, y)} ${scale(size)}`, opacity: 0.92 },
    ellipse(0, 10, 110, 34, { fill: colour }),
    circle(-45, 0, 40, { fill: colour }),
    circle(10, -18, 55, { fill: colour }),
    circle(60, 2, 38, { fill: colour }),
  );
}
