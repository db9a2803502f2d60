import { el, escapeXml } from '../svg/builder';
import type { Defs } from '../svg/defs';

/** A complete standalone SVG document. */
export function svgDocument(w: number, h: number, title: string, defs: Defs, body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    el(
      'svg',
      { xmlns: 'http://www.w3.org/2000/svg', 'xmlns:xlink': 'http://www.w3.org/1999/xlink', viewBox: `0 0 ${w} ${h}`, width: w, height: h, role: 'img' },
      `<title>${escapeXml(title)}</title>`,
      defs.toString(),
      body,
    )
  );
}
