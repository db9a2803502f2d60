import { PDFDocument } from 'pdf-lib';

/** The file with blank pages (the size, boxes and turn of its last page) added up to `printedPages`; null when it already has them. */
export async function paddedPdf(bytes: Uint8Array, printedPages: number): Promise<Uint8Array | null> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const missing = printedPages - document.getPageCount();
  if (missing <= 0) return null;
  const last = document.getPage(document.getPageCount() - 1);
  const { width, height } = last.getMediaBox();
  for (let index = 0; index < missing; index += 1) {
    const page = document.addPage([width, height]);
    page.setCropBox(...boxArgs(last.getCropBox()));
    page.setTrimBox(...boxArgs(last.getTrimBox()));
    page.setBleedBox(...boxArgs(last.getBleedBox()));
    page.setRotation(last.getRotation());
  }
  return document.save();
}

const boxArgs = (box: { x: number; y: number; width: number; height: number }) => [box.x, box.y, box.width, box.height] as const;
