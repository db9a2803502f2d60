import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

const POINTS_PER_INCH = 72;
const GREY_JPEG_QUALITY = 88;

/**
 * A black-and-white print copy of an uploaded PDF, made page by page: each page drawn (pdf.js) at
 * print resolution, turned into one-channel grey (a DeviceGray JPEG: no colour can be left), and laid
 * into a page with the original's boxes and turn, so the printer sees the same geometry. Pages are
 * added one step at a time so no step outlasts the reader's time limit.
 */
export class GreyscaleCopy {
  private constructor(
    private readonly source: PDFDocument,
    private readonly copy: PDFDocument,
  ) {}

  static async of(bytes: Uint8Array): Promise<GreyscaleCopy> {
    return new GreyscaleCopy(await PDFDocument.load(bytes, { updateMetadata: false }), await PDFDocument.create());
  }

  async addPage(drawing: PDFDocumentProxy, pageNumber: number, ppi: number): Promise<void> {
    const original = this.source.getPage(pageNumber - 1);
    const crop = original.getCropBox();
    const page = await drawing.getPage(pageNumber);
    try {
      // Drawn unturned: the copy keeps the original's /Rotate, so it turns the same way.
      const viewport = page.getViewport({ scale: ppi / POINTS_PER_INCH, rotation: 0 });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
      const pixels = context.getImageData(0, 0, width, height).data;
      const grey = await sharp(Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), { raw: { width, height, channels: 4 } })
        .removeAlpha()
        .toColourspace('b-w')
        .jpeg({ quality: GREY_JPEG_QUALITY })
        .toBuffer();
      const image = await this.copy.embedJpg(grey);
      const added = this.addPageLike(original);
      added.drawImage(image, { x: crop.x, y: crop.y, width: crop.width, height: crop.height });
    } finally {
      page.cleanup();
    }
  }

  /** The copy, with blank pages like its last one added up to `printedPages`. */
  async save(printedPages: number): Promise<Uint8Array> {
    const last = this.source.getPage(this.source.getPageCount() - 1);
    while (this.copy.getPageCount() < printedPages) this.addPageLike(last);
    return this.copy.save();
  }

  private addPageLike(original: PDFPage): PDFPage {
    const media = original.getMediaBox();
    const page = this.copy.addPage([media.width, media.height]);
    page.setMediaBox(media.x, media.y, media.width, media.height);
    for (const [box, set] of [
      [original.getCropBox(), page.setCropBox],
      [original.getBleedBox(), page.setBleedBox],
      [original.getTrimBox(), page.setTrimBox],
    ] as const) {
      set.call(page, box.x, box.y, box.width, box.height);
    }
    page.setRotation(original.getRotation());
    return page;
  }
}
