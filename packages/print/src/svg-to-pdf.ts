import { createRequire } from 'node:module';

export interface SvgToPdfOptions {
  width?: number;
  height?: number;
  preserveAspectRatio?: string;
  /** Treat SVG user units as PDF points rather than 96-dpi pixels. */
  assumePt?: boolean;
  fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  warningCallback?: (message: string) => void;
}

type SvgToPdf = (doc: PDFKit.PDFDocument, svg: string, x: number, y: number, options: SvgToPdfOptions) => void;

// svg-to-pdfkit is CommonJS without usable typings (@types/svg-to-pdfkit types `doc` as the class, not
// an instance), so it is loaded and typed here, in a module any project compiling this package can read.
const require = createRequire(import.meta.url);
export const svgToPdf = require('svg-to-pdfkit') as SvgToPdf;
