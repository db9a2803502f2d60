/**
 * svg-to-pdfkit cannot apply SVG filters. A filter that reworks its element (a watercolour wobble) can
 * simply be skipped: the element prints plain. A filter that paints content of its own (paper grain from
 * feTurbulence) cannot: skipped, its element prints as a solid (black by default) shape over the picture.
 * Such elements are hidden here instead.
 */
export interface PrintableSvg {
  svg: string;
  /** Whether the picture used filter effects, which the print leaves out. */
  hadFilters: boolean;
}

const SELF_PAINTING_PRIMITIVES = new Set(['feTurbulence', 'feFlood', 'feImage']);

export function withoutFilterPaintedLayers(svg: string): PrintableSvg {
  const filters = [...svg.matchAll(/<filter\b([^>]*)>([\s\S]*?)<\/filter>/g)];
  let printable = svg;
  for (const [, attributes = '', body = ''] of filters) {
    const id = /\bid\s*=\s*["']([^"']+)["']/.exec(attributes)?.[1];
    if (id && isSelfPainting(body)) {
      const reference = new RegExp(`\\sfilter\\s*=\\s*(["'])url\\(#${escapeRegExp(id)}\\)\\1`, 'g');
      printable = printable.replace(reference, ' display="none"');
    }
  }
  return { svg: printable, hadFilters: filters.length > 0 };
}

/** Paints without looking at its element: never reads SourceGraphic/SourceAlpha and starts from nothing. */
function isSelfPainting(filterBody: string): boolean {
  if (/\bin2?\s*=\s*["']Source(Graphic|Alpha)["']/.test(filterBody)) return false;
  const firstPrimitive = /<(fe[A-Za-z]+)/.exec(filterBody)?.[1];
  return firstPrimitive !== undefined && SELF_PAINTING_PRIMITIVES.has(firstPrimitive);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
