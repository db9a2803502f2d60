/**
 * Top-to-bottom gradients filling rectangles (skies, ground, water) drawn as bands of solid colour one
 * level apart. resvg paints a gradient pixel by pixel in floating point: at print size the sky and the
 * ground took a third of a painted page's drawing (ADR 036), while solid bands cost a fraction and differ
 * from the gradient by at most a level of colour, before the paint's warp and textures go over them.
 * The bands are drawn without anti-aliasing, so that neighbours meet without a seam.
 */
const VERTICAL_GRADIENT = /<linearGradient id="([^"]+)" x1="0" y1="0" x2="0" y2="1">((?:<stop offset="[\d.]+" stop-color="#[0-9a-fA-F]{6}"\/>)+)<\/linearGradient>/g;
const STOP = /<stop offset="([\d.]+)" stop-color="#([0-9a-fA-F]{6})"\/>/g;
const FILLED_RECT = /<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)" fill="url\(#([^)"]+)\)"\/>/g;

type Rgb = [number, number, number];
interface Stop {
  offset: number;
  colour: Rgb;
}

const rgbOf = (hex: string): Rgb => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const short = (value: number) => +value.toFixed(3);

/** The stops from the top (0) to the bottom (1), the first and last colours held to the ends. */
function stopsOf(stopsXml: string): Stop[] {
  const stops = [...stopsXml.matchAll(STOP)].map(([, offset, hex]) => ({ offset: Math.min(1, Math.max(0, Number(offset))), colour: rgbOf(hex!) }));
  return [{ offset: 0, colour: stops[0]!.colour }, ...stops, { offset: 1, colour: stops.at(-1)!.colour }];
}

/** Solid bands from `top` down `height` units: as many to each stretch between stops as its colours are levels apart, plus one. */
function bands(stops: Stop[], x: string, width: string, top: number, height: number): string {
  const rects: string[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const [from, to] = [stops[i]!, stops[i + 1]!];
    if (to.offset <= from.offset) continue;
    const levels = Math.max(...from.colour.map((channel, c) => Math.abs(to.colour[c]! - channel)));
    const count = levels + 1;
    for (let k = 0; k < count; k++) {
      const t = levels === 0 ? 0 : k / levels;
      const colour = from.colour.map((channel, c) => channel + (to.colour[c]! - channel) * t) as Rgb;
      const y0 = top + height * (from.offset + ((to.offset - from.offset) * k) / count);
      const y1 = top + height * (from.offset + ((to.offset - from.offset) * (k + 1)) / count);
      // A hair taller than its stretch: the next band covers the overlap, and no row can fall between them.
      rects.push(`<rect x="${x}" y="${short(y0)}" width="${width}" height="${short(y1 - y0 + 0.01)}" fill="${hexOf(colour)}"/>`);
    }
  }
  return `<g shape-rendering="crispEdges">${rects.join('')}</g>`;
}

/** The SVG with every rectangle filled by a plain top-to-bottom gradient drawn as bands; anything else as it was. */
export function withBandedGradients(svg: string): string {
  const gradients = new Map([...svg.matchAll(VERTICAL_GRADIENT)].map(([, id, stopsXml]) => [id!, stopsOf(stopsXml!)]));
  if (gradients.size === 0) return svg;
  return svg.replace(FILLED_RECT, (rect, x: string, y: string, width: string, height: string, id: string) => {
    const stops = gradients.get(id);
    return stops ? bands(stops, x, width, Number(y), Number(height)) : rect;
  });
}
