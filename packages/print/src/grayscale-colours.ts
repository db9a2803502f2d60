import type PDFDocument from 'pdfkit';

type ColourParts = number[];
type Normalizer = { _normalizeColor(color: unknown): ColourParts | null | object };

/**
 * Every colour the document sets from now on (fills, strokes, gradient stops, drawn SVG) becomes the
 * grey of the same lightness, for a black-and-white interior: the printer's own conversion is
 * unpredictable, and a cream page or an orange title would otherwise reach it in colour. Pictures are
 * made grey before they are placed (the API's print art).
 */
export function drawInGreys(doc: InstanceType<typeof PDFDocument>): void {
  const target = doc as unknown as Normalizer;
  const normalize = target._normalizeColor.bind(doc);
  target._normalizeColor = (color: unknown) => {
    const parts = normalize(color);
    if (!Array.isArray(parts)) return parts;
    // pdfkit hands RGB as three parts and CMYK as four, each 0–1.
    const lightness = parts.length === 3 ? 0.2126 * parts[0]! + 0.7152 * parts[1]! + 0.0722 * parts[2]! : parts.length === 4 ? (1 - parts[3]!) * (1 - (0.2126 * parts[0]! + 0.7152 * parts[1]! + 0.0722 * parts[2]!)) : null;
    return lightness === null ? parts : [lightness, lightness, lightness];
  };
}
