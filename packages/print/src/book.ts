import type { PaperSizeId } from './paper-sizes';

/** Encoded JPEG or PNG bytes of the given pixel size. */
export interface RasterArt {
  kind: 'raster';
  data: Buffer;
  widthPx: number;
  heightPx: number;
}

/** The part of a picture that shows, as fractions of its width and height. */
export interface VisiblePart {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A picture that only becomes pixels once the layout knows how large it prints (e.g. SVG whose filters
 * PDF vectors cannot show): it is rendered then, at the print resolution, a few pictures ahead of their page
 * (`renderAhead`).
 */
export interface ArtRenderedForPrint {
  kind: 'rendered-for-print';
  /** The picture's proportions, in any unit. */
  width: number;
  height: number;
  /**
   * The picture `widthPx` pixels across, keeping only `visible` (fractions of the whole picture) when
   * the layout crops it: pixels nobody sees are neither encoded nor stored in the PDF.
   */
  render(widthPx: number, visible?: VisiblePart): Promise<RasterArt>;
}

/** A picture as the illustrators deliver it: a complete SVG document (kept vector), encoded raster bytes, or a renderer. */
export type Art = { kind: 'svg'; svg: string } | RasterArt | ArtRenderedForPrint;

/** Art as it is drawn on the page: vector or pixels. */
export type DrawableArt = Exclude<Art, ArtRenderedForPrint>;

export interface StoryPageForPrint {
  page_number: number;
  text: string;
  art: Art | null;
}

export interface BookForPrint {
  title: string;
  author?: string;
  dedication?: string;
  /** A "This book belongs to" page, with a line for the child's name, after the title page. */
  belongsToPage?: boolean;
  /** A few lines about the book for the back of a printed cover. */
  blurb?: string;
  /** False when the cover picture already carries its own title (an uploaded book's first page). */
  coverLettering?: boolean;
  cover: Art;
  pages: StoryPageForPrint[];
  /** Full pages with a heading and a picture, e.g. "Meet the characters"; set before the story. */
  extraPages?: Array<{ heading: string; art: Art }>;
  /** A printed cover's QR code opens this link: the book's read-aloud version (issue 32). */
  readAloudUrl?: string;
}

/** The print check of a rendered book; its shape is the contracts' preflight report. */
export type { PreflightImage, PreflightReport as Preflight } from '@studio/contracts/books';

export interface RenderBookOptions {
  paperSize?: PaperSizeId;
  /** 3 mm unless the printer asks for another (Lulu: 0.125 in). */
  bleedMm?: number;
  /** `book`: the whole book from its front cover (the PDF a customer downloads); `interior`: the pages inside a printed cover. */
  part?: 'book' | 'interior';
  /** Blank pages are added at the end up to this count, as the print quote said. */
  padToPages?: number;
  /** Pictures rendered at once, ahead of their page (default 2): more is faster on more cores and holds more pixels. */
  renderAhead?: number;
  /** A black-and-white interior: text, backgrounds and decorations in greys (pictures are given in greys). */
  grayscale?: boolean;
}

export interface RenderCoverSpreadOptions {
  paperSize: PaperSizeId;
  bleedMm?: number;
  spineMm: number;
  spineText: boolean;
}
