/** Tiny string builder for SVG markup. Every number goes through `num`, so a NaN can never reach the output. */

export type AttrValue = string | number | undefined | false;
export type Attrs = Record<string, AttrValue>;

export function num(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Non-finite number in SVG output: ${value}`);
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const inner = children.join('');
  const written = attrText(SHAPES.has(tag) ? withPaintOpacity(attrs) : attrs);
  return inner === '' ? `<${tag}${written}/>` : `<${tag}${written}>${inner}</${tag}>`;
}

const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line']);
const paints = (value: AttrValue) => value !== undefined && value !== false && value !== 'none';

/**
 * A shape painted by its fill alone (or its stroke alone) takes its opacity as fill-opacity (or
 * stroke-opacity): the same picture, but resvg draws an `opacity` through an offscreen layer, and those
 * layers were over a third of the CPU of drawing a print-size picture. Shapes never inherit a stroke
 * here (groups set none), so a shape without its own stroke has none.
 */
function withPaintOpacity(attrs: Attrs): Attrs {
  const { opacity, ...rest } = attrs;
  if (opacity === undefined || opacity === false) return attrs;
  const filled = attrs.fill !== 'none';
  const stroked = paints(attrs.stroke);
  if (filled === stroked) return attrs;
  const key = filled ? 'fill-opacity' : 'stroke-opacity';
  return attrs[key] === undefined ? { ...rest, [key]: opacity } : attrs;
}

export const group = (attrs: Attrs, ...children: string[]): string => el('g', attrs, ...children);

/** Tagged template for path data: `d\`M${x} ${y}\`` formats every interpolated number safely. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += num(value) + (strings[i + 1] ?? '');
  });
  return out;
}

export const translate = (x: number, y: number): string => `translate(${num(x)} ${num(y)})`;
export const rotate = (deg: number, cx = 0, cy = 0): string => `rotate(${num(deg)} ${num(cx)} ${num(cy)})`;
export const scale = (sx: number, sy = sx): string => `scale(${num(sx)} ${num(sy)})`;
