import type { PaperSizeId } from './paper-sizes';

/** A picture as the illustrators deliver it: a complete SVG document (kept vector) or encoded raster bytes. */
export type Art =
  | { kind: 'svg'; svg: string }
  | { kind: 'raster'; data: Buffer; widthPx: number; heightPx: number };

export interface StoryPageForPrint {
  page_number: number;
  text: string;
  art: Art | null;
}

export interface BookForPrint {
  title: string;
  author?: string;
  dedication?: string;
  cover: Art;
  pages: StoryPageForPrint[];
  /** Full pages with a heading and a picture, e.g. "Meet the characters"; set before the story. */
  extraPages?: Array<{ heading: string; art: Art }>;
}

export interface PreflightImage {
  /** 1-based page of the PDF. */
  page: number;
  kind: 'vector' | 'raster';
  /** Effective resolution at the printed size; null for vector art. */
  dpi: number | null;
}

export interface Preflight {
  paper_size: PaperSizeId;
  trim_mm: { width: number; height: number };
  bleed_mm: number;
  page_count: number;
  /** PostScript names of the embedded fonts. */
  fonts: string[];
  images: PreflightImage[];
  warnings: string[];
}

export interface RenderBookOptions {
  paperSize?: PaperSizeId;
}
