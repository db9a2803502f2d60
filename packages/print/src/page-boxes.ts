import { toPdfBox, type PageGeometry } from './page-geometry';

/** pdfkit only writes a MediaBox; printers also need TrimBox and BleedBox in every page dictionary. */
export function setPrintBoxes(page: PDFKit.PDFPage, geometry: PageGeometry): void {
  const pageDictionary = page.dictionary.data as Record<string, unknown>;
  pageDictionary.TrimBox = toPdfBox(geometry.trim, geometry.media.height);
  pageDictionary.BleedBox = toPdfBox(geometry.media, geometry.media.height);
}
