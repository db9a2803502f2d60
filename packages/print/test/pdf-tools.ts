import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Reads PDFs back with Debian's poppler-utils, the way a print shop's preflight would. */

const workDir = mkdtempSync(join(tmpdir(), 'print-test-'));
let fileCount = 0;

export function writeTempPdf(pdf: Buffer): string {
  fileCount += 1;
  const file = join(workDir, `book-${fileCount}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

function run(tool: string, args: string[]): string {
  // stderr is captured (it lands in the error if the tool fails) instead of cluttering the test output.
  return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface PdfFontRow {
  name: string;
  embedded: boolean;
}

export function pdfFonts(file: string): PdfFontRow[] {
  const rows = run('pdffonts', [file]).trim().split('\n').slice(2);
  return rows.map((row) => {
    // The type column may hold spaces, so count from the end: emb sub uni, then the object number and generation.
    const fields = row.trim().split(/\s+/);
    return { name: fields[0] ?? '', embedded: fields[fields.length - 5] === 'yes' };
  });
}

export function pdfPageCount(file: string): number {
  const match = /^Pages:\s+(\d+)$/m.exec(run('pdfinfo', [file]));
  return Number(match?.[1]);
}

export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box, in points from the top-left of the MediaBox. */
export function pdfWords(file: string): PdfWord[] {
  const html = run('pdftotext', ['-bbox', file, '-']);
  const words: PdfWord[] = [];
  let page = 0;
  for (const line of html.split('\n')) {
    if (line.includes('<page ')) page += 1;
    const match = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*)<\/word>/.exec(line);
    if (!match) continue;
    const [, xMin, yMin, xMax, yMax, text = ''] = match;
    words.push({ page, text: decodeEntities(text), xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), yMax: Number(yMax) });
  }
  return words;
}

export function pdfPageText(file: string, page: number): string {
  return run('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']);
}

export interface PdfImageRow {
  page: number;
  width: number;
  height: number;
  /** `rgb`, `gray`, `cmyk`… as pdfimages names the colour space. */
  color: string;
  xPpi: number;
}

export function pdfImages(file: string): PdfImageRow[] {
  const rows = run('pdfimages', ['-list', file]).trim().split('\n').slice(2);
  return rows.map((row) => {
    const fields = row.trim().split(/\s+/);
    return { page: Number(fields[0]), width: Number(fields[3]), height: Number(fields[4]), color: fields[5] ?? '', xPpi: Number(fields[12]) };
  });
}

/** The encoded bytes of every image on one page, in drawing order (JPEG stays JPEG). */
export function pdfImageFiles(file: string, page: number): Buffer[] {
  const outDir = mkdtempSync(join(workDir, 'images-'));
  run('pdfimages', ['-all', '-f', String(page), '-l', String(page), file, join(outDir, 'image')]);
  return readdirSync(outDir).sort().map((name) => readFileSync(join(outDir, name)));
}

function decodeEntities(text: string): string {
  return text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

/** RGB of the top-left pixel of a page rendered whole (MediaBox, bleed included) at a coarse resolution. */
export function pdfCornerColor(file: string, page: number): [number, number, number] {
  const ppm = execFileSync('pdftoppm', ['-r', '10', '-f', String(page), '-l', String(page), '-singlefile', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Binary PPM: "P6", width, height and max value separated by whitespace, then RGB bytes.
  const header = /^P6\s+\d+\s+\d+\s+\d+\s/.exec(ppm.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not return a PPM image');
  const start = header[0].length;
  return [ppm[start] ?? 0, ppm[start + 1] ?? 0, ppm[start + 2] ?? 0];
}

export type PdfBox = [number, number, number, number];

/** A page's boxes in points, as pdfinfo reads them from the page dictionary. */
export function pdfPageBoxes(file: string, page: number): Record<'MediaBox' | 'CropBox' | 'BleedBox' | 'TrimBox' | 'ArtBox', PdfBox> {
  const out = run('pdfinfo', ['-box', '-f', String(page), '-l', String(page), file]);
  const boxes: Record<string, PdfBox> = {};
  for (const match of out.matchAll(/^Page\s+\d+\s+(\w+Box):\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/gm)) {
    boxes[match[1]!] = [Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5])];
  }
  return boxes as Record<'MediaBox' | 'CropBox' | 'BleedBox' | 'TrimBox' | 'ArtBox', PdfBox>;
}

/** Page 1 as pixels (poppler), optionally only `crop` (points from its top left); the codes Debian's zbarimg (zbar-tools), a decoder independent of the QR library, reads there. */
export function pdfQrCodes(file: string, crop?: { x: number; y: number; width: number; height: number }): string[] {
  const out = join(mkdtempSync(join(tmpdir(), 'qr-')), 'page');
  const DPI = 300;
  const px = (pt: number) => String(Math.round((pt * DPI) / 72));
  const region = crop ? ['-x', px(crop.x), '-y', px(crop.y), '-W', px(crop.width), '-H', px(crop.height)] : [];
  execFileSync('pdftoppm', ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', '-png', ...region, file, out]);
  const zbar = spawnSync('zbarimg', ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', `${out}.png`], { encoding: 'utf8' });
  // zbarimg exits 4 when it finds no code.
  if (zbar.status !== 0 && zbar.status !== 4) throw new Error(`zbarimg failed: ${zbar.stderr}`);
  return zbar.stdout.split('\n').filter(Boolean);
}
