import { describe, expect, it } from 'vitest';
import { withoutFilterPaintedLayers } from '../src/svg-filters';
import { svgScene } from './fixtures/books';

describe('withoutFilterPaintedLayers', () => {
  const art = svgScene('paper-grain');
  const svg = art.kind === 'svg' ? art.svg : '';

  it('hides the layer a filter paints by itself (paper grain), which would print as a solid black sheet', () => {
    const { svg: printable, hadFilters } = withoutFilterPaintedLayers(svg);
    expect(hadFilters).toBe(true);
    expect(printable).toContain('<rect x="0" y="0" width="1600" height="1200" display="none"/>');
  });

  it('keeps an element whose filter only reworks it (watercolour wobble); it prints plain', () => {
    expect(withoutFilterPaintedLayers(svg).svg).toContain('<g filter="url(#wobble)">');
  });

  it('leaves a picture without filters untouched', () => {
    const plain = '<svg viewBox="0 0 10 10"><rect width="10" height="10" fill="red"/></svg>';
    expect(withoutFilterPaintedLayers(plain)).toEqual({ svg: plain, hadFilters: false });
  });
});
