import { readFile } from 'node:fs/promises';
import { ZipFile } from 'yazl';
import { bookFontFile } from '@studio/print';
import type { EpubBook } from './epub-book';
import { pageDocuments } from './page-markup';
import { CONTAINER_XML, navigationDocument, packageDocument, type PictureFile } from './package-document';
import { FONT_FILES_IN_BOOK, STYLE_SHEET } from './style-sheet';

const FOLDER = 'OEBPS';

/**
 * The EPUB 3 file of a book, zipped with yazl (ADR 034): `mimetype` first and stored uncompressed,
 * without the extended-timestamp extra field (the OCF container forbids extra fields on it).
 */
export async function writeEpub(book: EpubBook): Promise<Buffer> {
  const pages = pageDocuments(book);
  const pictures: Array<PictureFile & { jpeg: Buffer }> = [
    { href: 'images/cover.jpg', isCover: true, jpeg: book.cover.jpeg },
    ...book.pages.flatMap((page) => (page.picture ? [{ href: `images/page-${page.pageNumber}.jpg`, isCover: false, jpeg: page.picture.jpeg }] : [])),
  ];
  const [bodyFont, displayFont] = await Promise.all([readFile(bookFontFile('body')), readFile(bookFontFile('display'))]);
  const options = { mtime: book.modified, forceDosTimestamp: true };

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from('application/epub+zip', 'ascii'), 'mimetype', { ...options, compress: false });
  zip.addBuffer(Buffer.from(CONTAINER_XML), 'META-INF/container.xml', options);
  zip.addBuffer(Buffer.from(packageDocument(book, pages, pictures)), `${FOLDER}/package.opf`, options);
  zip.addBuffer(Buffer.from(navigationDocument(book, pages)), `${FOLDER}/nav.xhtml`, options);
  zip.addBuffer(Buffer.from(STYLE_SHEET), `${FOLDER}/style.css`, options);
  zip.addBuffer(bodyFont, `${FOLDER}/${FONT_FILES_IN_BOOK.body}`, options);
  zip.addBuffer(displayFont, `${FOLDER}/${FONT_FILES_IN_BOOK.display}`, options);
  // JPEG does not shrink in a ZIP: stored, not deflated again.
  for (const picture of pictures) zip.addBuffer(picture.jpeg, `${FOLDER}/${picture.href}`, { ...options, compress: false });
  for (const page of pages) zip.addBuffer(Buffer.from(page.xhtml), `${FOLDER}/${page.href}`, options);
  zip.end();

  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
