import { randomBytes } from 'node:crypto';
import { constants, createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, PDFString } from 'pdf-lib';

/**
 * The hostile files of issue 30's probe, made on the spot: each is a PDF a reader could be stalled or
 * swollen by. Used by the untrusted-PDF tests and the `untrusted-pdfs` bench entry.
 */
const A4_PT: [number, number] = [595.28, 841.89];

async function onePageA4(): Promise<PDFDocument> {
  const document = await PDFDocument.create();
  document.addPage(A4_PT).drawText('A page', { x: 72, y: 720, size: 24 });
  return document;
}

/** A small good PDF followed by `junkBytes` of `A` after its %%EOF. */
export async function junkAfterEof(junkBytes: number): Promise<Buffer> {
  const pdf = Buffer.from(await (await onePageA4()).save({ useObjectStreams: false }));
  return Buffer.concat([pdf, Buffer.alloc(junkBytes, 'A')]);
}

/** The junk inside the file, before its %%EOF, where no reader can leave it out. */
export async function junkBeforeEof(junkBytes: number): Promise<Buffer> {
  const pdf = Buffer.from(await (await onePageA4()).save({ useObjectStreams: false }));
  const end = pdf.lastIndexOf('%%EOF');
  return Buffer.concat([pdf.subarray(0, end), Buffer.alloc(junkBytes, 'A'), Buffer.from('\n%%EOF\n')]);
}

/** A page whose content stream inflates to `inflatedBytes` of spaces (a deflate bomb: about 1 KB per MB). */
export async function deflateBomb(inflatedBytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage(A4_PT);
  const compressed = await deflatedSpaces(inflatedBytes);
  const stream = PDFRawStream.of(document.context.obj({ Filter: 'FlateDecode' }), compressed);
  page.node.set(PDFName.of('Contents'), document.context.register(stream));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

async function deflatedSpaces(total: number): Promise<Uint8Array> {
  // Run-length matching only: the same 1 KB per MB as the default strategy at level 9, in a fifth of the CPU (1 s, not 4.7 s, for 1 GB).
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(16 << 20, 0x20);
  for (let written = 0; written < total; written += block.length) {
    const part = block.subarray(0, Math.min(block.length, total - written));
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(parts);
}

/** `pages` blank A4 pages sharing one content stream: a few KB. */
export async function blankPages(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) document.addPage(A4_PT);
  return Buffer.from(await document.save());
}

/** A large file: one A4 page drawing an uncompressed photo of noise, about `megabytes` MB. */
export async function bigPhoto(megabytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const side = Math.floor(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const pixels = randomBytes(side * side * 3);
  const image = PDFRawStream.of(document.context.obj({ Type: 'XObject', Subtype: 'Image', Width: side, Height: side, ColorSpace: 'DeviceRGB', BitsPerComponent: 8 }), pixels);
  const page = document.addPage(A4_PT);
  page.node.setXObject(PDFName.of('Photo'), document.context.register(image));
  const content = PDFRawStream.of(document.context.obj({}), Buffer.from(`q ${A4_PT[0]} 0 0 ${A4_PT[0]} 0 ${(A4_PT[1] - A4_PT[0]) / 2} cm /Photo Do Q`));
  page.node.set(PDFName.of('Contents'), document.context.register(content));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}

/** One object holding `count` numbers: little on disk, a great many objects once parsed. */
export async function manyNumbers(count: number): Promise<Buffer> {
  const pdf = Buffer.from(await (await onePageA4()).save({ useObjectStreams: false }));
  const end = pdf.lastIndexOf('xref');
  const array = Buffer.concat([Buffer.from('\n900 0 obj\n['), Buffer.alloc(count * 2, '0 '), Buffer.from(']\nendobj\n')]);
  // No cross-reference entry for it: readers that parse the whole file meet it, as pdf-lib does.
  return Buffer.concat([pdf.subarray(0, end), array, pdf.subarray(end)]);
}

/** A page that runs JavaScript when the file is opened. */
export async function withOpenActionScript(): Promise<Buffer> {
  const document = await onePageA4();
  const action = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
  return Buffer.from(await document.save());
}

/** Text as the book sets it: a typed apostrophe becomes a typographic one (Mia's → Mia’s), so a title can be found in a PDF. */
export const asTypeset = (text: string): string => text.replaceAll("'", '’');
