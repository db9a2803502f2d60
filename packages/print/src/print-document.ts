import { PRODUCT_NAME } from '@studio/contracts/constants';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { Art, ArtRenderedForPrint, Preflight, PreflightImage, RasterArt, VisiblePart } from './book';
import { ArtReadAhead } from './art-read-ahead';
import { drawArt } from './draw-art';
import { MIN_PRINT_DPI, placeArt, printWidthPx, type ArtFit } from './art-placement';
import { BookFonts, type FontRole } from './fonts';
import { drawInGreys } from './grayscale-colours';
import { setPrintBoxes } from './page-boxes';
import { BLEED_MM, pageGeometry, spreadGeometry, type PageGeometry } from './page-geometry';
import { roundTenth, type PaperSizeId } from './paper-sizes';
import type { Rect } from './rect';
import { typeScale, type TypeScale } from './theme';
import { ptToMm } from './units';

export interface DocumentInfo {
  title: string;
  author?: string;
}

export interface PrintDocumentLayout {
  /** Bleed on every edge; the printer decides (3 mm by default, Lulu 0.125 in). */
  bleedMm?: number;
  /** Set for a cover spread: one sheet of back cover, a spine this wide, and front cover. */
  spineMm?: number;
  /** Pictures rendered at once while the pages are laid out (default 2). */
  renderAhead?: number;
  /** A black-and-white interior: every colour is drawn as its grey. */
  grayscale?: boolean;
}

/** A pdfkit document with print boxes on every page and a running preflight record. */
export class PrintDocument {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: BookFonts;
  readonly geometry: PageGeometry;
  /** One page of the book (on a cover spread, the front cover's size); type sizes follow it. */
  readonly pageGeometry: PageGeometry;
  readonly type: TypeScale;
  private readonly bleedMm: number;
  private pageCount = 0;
  private readonly images: PreflightImage[] = [];
  /** Each distinct warning with the pages it applies to, so a book-wide issue reads as one line. */
  private readonly warningPages = new Map<string, number[]>();
  private readonly readAhead: ArtReadAhead;

  constructor(
    readonly paperSize: PaperSizeId,
    info: DocumentInfo,
    layout: PrintDocumentLayout = {},
  ) {
    this.bleedMm = layout.bleedMm ?? BLEED_MM;
    this.readAhead = new ArtReadAhead(layout.renderAhead ?? 2);
    this.pageGeometry = pageGeometry(paperSize, this.bleedMm);
    this.geometry = layout.spineMm === undefined ? this.pageGeometry : spreadGeometry(paperSize, layout.spineMm, this.bleedMm);
    this.type = typeScale(this.pageGeometry);
    this.doc = new PDFDocument({
      autoFirstPage: false,
      // An empty default skips pdfkit's Helvetica, a standard font that would not be embedded.
      font: '',
      margin: 0,
      pdfVersion: '1.6',
      // pdfkit chokes on an undefined entry, so the author is only listed when there is one.
      info: { Title: info.title, ...(info.author ? { Author: info.author } : {}), Creator: PRODUCT_NAME, Producer: PRODUCT_NAME },
    });
    if (layout.grayscale) drawInGreys(this.doc);
    this.fonts = new BookFonts(this.doc);
  }

  get currentPage(): number {
    return this.pageCount;
  }

  get isPageCountEven(): boolean {
    return this.pageCount % 2 === 0;
  }

  addPage(): void {
    const { media } = this.geometry;
    this.doc.addPage({ size: [media.width, media.height], margin: 0 });
    setPrintBoxes(this.doc.page, this.geometry);
    this.pageCount += 1;
  }

  /** The pictures the layout will draw, in order, so that they can be rendered ahead of their page. */
  expectArts(arts: ReadonlyArray<Art | null | undefined>): void {
    this.readAhead.expect(arts.filter((art): art is ArtRenderedForPrint => art?.kind === 'rendered-for-print'));
  }

  /**
   * Starts rendering a picture the layout will draw later into `box`, before the layout gets there (the
   * cover, before any text is fitted) or alongside the pictures before it (the first story picture: the
   * cover has proportions of its own, so the read-ahead cannot guess it).
   */
  renderEarly(art: Art, box: Rect, fit: ArtFit): void {
    if (art.kind !== 'rendered-for-print') return;
    const { widthPx, visible } = printRequest(art, box, fit);
    this.readAhead.renderEarly(art, widthPx, visible);
  }

  /** Draws a picture on the current page and records it (and any resolution problem) for the preflight. */
  async drawArt(art: Art, box: Rect, fit: ArtFit): Promise<Rect> {
    const drawable = art.kind === 'rendered-for-print' ? await this.renderForPrint(art, box, fit) : art;
    // The render the read-ahead started as this one ended reaches its slot before the page's text is fitted.
    if (art.kind === 'rendered-for-print') await yieldToEventLoop();
    const drawn = drawArt(this.doc, this.fonts, drawable, box, fit);
    this.images.push({ page: this.pageCount, ...drawn.image });
    for (const warning of drawn.warnings) this.warn(warning);
    const { dpi } = drawn.image;
    if (dpi !== null && dpi < MIN_PRINT_DPI) {
      this.warn(`picture printed at ${dpi} DPI, below the ${MIN_PRINT_DPI} DPI print minimum: it may look soft`);
    }
    return drawn.visible;
  }

  /** The picture's pixels for this box at the print resolution: only its visible part when the box crops it. */
  private renderForPrint(art: ArtRenderedForPrint, box: Rect, fit: ArtFit): Promise<RasterArt> {
    const { widthPx, visible } = printRequest(art, box, fit);
    return this.readAhead.render(art, widthPx, visible);
  }

  warnMissingCharacters(role: FontRole, text: string): void {
    const missing = this.fonts.missingCharacters(role, text);
    if (missing.length > 0) this.warn(`characters missing from the font, printed as blanks: ${missing.join(' ')}`);
  }

  warn(message: string): void {
    const pages = this.warningPages.get(message) ?? [];
    if (!pages.includes(this.pageCount)) pages.push(this.pageCount);
    this.warningPages.set(message, pages);
  }

  preflight(): Preflight {
    return {
      paper_size: this.paperSize,
      trim_mm: { width: roundTenth(ptToMm(this.geometry.trim.width)), height: roundTenth(ptToMm(this.geometry.trim.height)) },
      bleed_mm: roundTenth(this.bleedMm),
      page_count: this.pageCount,
      fonts: this.fonts.usedFontNames(),
      images: [...this.images],
      warnings: [...this.warningPages].map(
        ([message, pages]) => `${pages.length === 1 ? 'Page' : 'Pages'} ${pages.join(', ')}: ${message}`,
      ),
    };
  }
}

/** How many pixels across a picture needs in `box`, and which part of it shows when the box crops it. */
function printRequest(art: ArtRenderedForPrint, box: Rect, fit: ArtFit): { widthPx: number; visible?: VisiblePart } {
  const placed = placeArt(art.width, art.height, box, fit);
  const cropped = placed.width > box.width + 0.01 || placed.height > box.height + 0.01;
  const visible = { left: (box.x - placed.x) / placed.width, top: (box.y - placed.y) / placed.height, width: box.width / placed.width, height: box.height / placed.height };
  return { widthPx: printWidthPx(placed.width), ...(cropped ? { visible } : {}) };
}
