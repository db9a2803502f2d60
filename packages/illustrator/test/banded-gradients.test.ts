import { renderAsync } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { withBandedGradients } from '../src/render/banded-gradients';

const svgOf = (defs: string, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs>${defs}</defs>${body}</svg>`;
const SKY = '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#67bcef"/><stop offset="0.7" stop-color="#3b2f7a"/><stop offset="1" stop-color="#d4efff"/></linearGradient>';
const pixels = async (svg: string, width: number) => (await renderAsync(svg, { fitTo: { mode: 'width', value: width }, logLevel: 'error' })).pixels;

describe('top-to-bottom gradients drawn as bands', () => {
  it('draws a gradient-filled rectangle as solid bands within two levels of the gradient inside it, with no seam between bands', async () => {
    const svg = svgOf(SKY, '<rect x="0" y="10" width="400" height="260.5" fill="url(#sky)"/>');
    const banded = withBandedGradients(svg);
    expect(banded).not.toContain('url(#sky)');
    expect(banded).toContain('shape-rendering="crispEdges"');
    for (const width of [400, 1237]) {
      const [smooth, bands] = await Promise.all([pixels(svg, width), pixels(banded, width)]);
      // Rows wholly inside the rectangle (its own top and bottom edges are drawn crisp, a row at most).
      const scale = width / 400;
      const inside = smooth.subarray(Math.ceil(11 * scale) * width * 4, Math.floor(269 * scale) * width * 4);
      const insideBands = bands.subarray(Math.ceil(11 * scale) * width * 4, Math.floor(269 * scale) * width * 4);
      let most = 0;
      for (let i = 0; i < inside.length; i++) most = Math.max(most, Math.abs(inside[i]! - insideBands[i]!));
      expect(most).toBeLessThanOrEqual(2);
      // Every pixel there is fully covered: a seam would let the background through.
      let seen = 0;
      for (let i = 3; i < insideBands.length; i += 4) if (insideBands[i] !== 255) seen++;
      expect(seen).toBe(0);
    }
  });

  it('leaves other paint alone: radial, sideways and see-through gradients, and other shapes', () => {
    const defs = [
      '<radialGradient id="halo"><stop offset="0" stop-color="#ffd84d"/><stop offset="1" stop-color="#ffd84d"/></radialGradient>',
      '<linearGradient id="across" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000"/><stop offset="1" stop-color="#ffffff"/></linearGradient>',
      '<linearGradient id="fading" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd84d" stop-opacity="0.5"/><stop offset="1" stop-color="#ffd84d" stop-opacity="0"/></linearGradient>',
      SKY,
    ].join('');
    const body = '<rect x="0" y="0" width="400" height="300" fill="url(#halo)"/><rect x="0" y="0" width="400" height="300" fill="url(#across)"/><rect x="0" y="0" width="400" height="300" fill="url(#fading)"/><circle cx="9" cy="9" r="5" fill="url(#sky)"/>';
    expect(withBandedGradients(svgOf(defs, body))).toBe(svgOf(defs, body));
  });
});
