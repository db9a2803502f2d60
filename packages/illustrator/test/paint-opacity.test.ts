import { describe, expect, it } from 'vitest';
import { el, group } from '../src/svg/builder';
import { circle, path } from '../src/svg/shapes';

describe('a shape painted one way takes its opacity on that paint (resvg draws `opacity` through a layer)', () => {
  it('puts a filled shape’s opacity on its fill', () => {
    expect(circle(1, 2, 3, { fill: '#ffffff', opacity: 0.8 })).toBe('<circle cx="1" cy="2" r="3" fill="#ffffff" fill-opacity="0.8"/>');
  });

  it('puts a stroked-only shape’s opacity on its stroke', () => {
    expect(path('M0 0L1 1', { fill: 'none', stroke: '#a7d4f0', 'stroke-width': 10, opacity: 0.7 })).toBe('<path d="M0 0L1 1" fill="none" stroke="#a7d4f0" stroke-width="10" stroke-opacity="0.7"/>');
  });

  it('keeps `opacity` where fill and stroke overlap, on groups, and where the paint already has an opacity', () => {
    expect(circle(0, 0, 5, { fill: '#fff', stroke: '#000', opacity: 0.5 })).toContain(' opacity="0.5"');
    expect(group({ opacity: 0.2 }, circle(0, 0, 1, { fill: '#fff' }))).toBe('<g opacity="0.2"><circle cx="0" cy="0" r="1" fill="#fff"/></g>');
    expect(el('rect', { fill: '#fff', 'fill-opacity': 0.5, opacity: 0.5 })).toContain(' opacity="0.5"');
  });
});
