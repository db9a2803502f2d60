import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPdfFacts } from '../../infra/pdf/pdf-facts';
import { preflight } from './preflight';

/**
 * Issue 29: uploaded pages are judged as poppler judges them. Each file is read back with
 * `pdfinfo -box`; the trim we report is poppler's TrimBox (CropBox when there is none), turned by
 * the page's rotation, to 0.1 mm; a size matches only within 0.5 mm.
 */
const MM = 72 / 25.4;
const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
let count = 0;

function poppler(pdf: Uint8Array): { trimMm: { width: number; height: number }; rotate: number } {
  const file = join(dir, `${(count += 1)}.pdf`);
  writeFileSync(file, pdf);
  const out = execFileSync('pdfinfo', ['-box', '-f', '1', '-l', '1', file], { encoding: 'utf8' });
  const trim = /TrimBox:\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)/.exec(out)!.slice(1).map(Number);
  const rotate = Number(/Page\s+1\s+rot:\s+(\d+)/.exec(out)?.[1] ?? /^Page rot:\s+(\d+)/m.exec(out)?.[1] ?? 0);
  const [width, height] = [(trim[2]! - trim[0]!) / MM, (trim[3]! - trim[1]!) / MM];
  const round = (value: number) => Math.round(value * 10) / 10;
  return { trimMm: rotate % 180 === 90 ? { width: round(height), height: round(width) } : { width: round(width), height: round(height) }, rotate };
}

async function judged(pdf: Uint8Array) {
  return preflight(await readPdfFacts(pdf, { maxPages: 800, maxInflatedBytes: 64 << 20 }), pdf.length);
}

async function onePage(build: (document: PDFDocument) => Promise<void> | void): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  await build(document);
  return document.save();
}

const level = (analysis: Awaited<ReturnType<typeof judged>>, id: string) => analysis.checks.find((check) => check.id === id)?.level;

describe('uploaded pages judged as poppler judges them', () => {
  it('turns a page by its /Rotate: portrait A4 shown a quarter turn is landscape, and not a size we print', async () => {
    const pdf = await onePage((document) => void document.addPage([210 * MM, 297 * MM]).setRotation({ type: 'degrees', angle: 90 } as never));
    const seen = poppler(pdf);
    expect(seen).toEqual({ trimMm: { width: 297, height: 210 }, rotate: 90 });
    const analysis = await judged(pdf);
    expect(analysis.trim_mm).toEqual(seen.trimMm);
    expect(analysis.paper_size).toBeNull();
    expect(level(analysis, 'size')).toBe('failure');
  });

  it('prints a landscape sheet turned upright (/Rotate 270) as portrait A4', async () => {
    const pdf = await onePage((document) => void document.addPage([297 * MM, 210 * MM]).setRotation({ type: 'degrees', angle: 270 } as never));
    const seen = poppler(pdf);
    const analysis = await judged(pdf);
    expect(analysis.trim_mm).toEqual(seen.trimMm);
    expect(analysis).toMatchObject({ paper_size: 'a4', trim_mm: { width: 210, height: 297 } });
  });

  it('takes the trim from the CropBox when there is no TrimBox', async () => {
    const pdf = await onePage((document) => {
      const page = document.addPage([250 * MM, 320 * MM]);
      page.setCropBox(20 * MM, 30 * MM, 148 * MM, 210 * MM);
    });
    const seen = poppler(pdf);
    expect(seen.trimMm).toEqual({ width: 148, height: 210 });
    const analysis = await judged(pdf);
    expect(analysis).toMatchObject({ paper_size: 'a5', trim_mm: seen.trimMm });
    expect(analysis.pages[0]!.media_mm).toEqual({ width: 250, height: 320 });
  });

  it('does not take a page 1 mm short of US Letter for Letter, and reports it to 0.1 mm', async () => {
    const pdf = await onePage((document) => void document.addPage([215.9 * MM, 278.4 * MM]));
    const seen = poppler(pdf);
    const analysis = await judged(pdf);
    expect(analysis.trim_mm).toEqual(seen.trimMm);
    expect(analysis.trim_mm).toEqual({ width: 215.9, height: 278.4 });
    expect(analysis.paper_size).toBeNull();
    expect(analysis.checks.find((check) => check.id === 'size')!.message).toBe('The pages are 215.9 × 278.4 mm, which we cannot print. Export the book at A4, A5, US Letter (8.5 × 11 in) or Square (8.5 × 8.5 in).');
    // Within half a millimetre it is Letter.
    expect((await judged(await onePage((document) => void document.addPage([215.6 * MM, 279.2 * MM])))).paper_size).toBe('us_letter');
  });

  it('reads an 8.75 in square page without boxes as Square with 0.125 in bleed, reported exactly', async () => {
    const analysis = await judged(await onePage((document) => void document.addPage([8.75 * 72, 8.75 * 72])));
    expect(analysis).toMatchObject({ paper_size: 'square_8_5', trim_mm: { width: 215.9, height: 215.9 } });
    expect(analysis.pages[0]!.bleed_mm).toBe(3.2);
  });

  it('raises no bleed warning for a text-only book, and warns when a picture reaches the edge', async () => {
    const text = await onePage(async (document) => {
      const font = await document.embedFont(StandardFonts.Helvetica);
      for (let index = 0; index < 4; index += 1) document.addPage([148 * MM, 210 * MM]).drawText('Once upon a time', { x: 40, y: 400, size: 14, font });
    });
    const plain = await judged(text);
    expect(level(plain, 'bleed')).toBe('pass');
    expect(plain.checks.find((check) => check.id === 'bleed')!.message).toBe('No picture reaches the edge of a page, so the pages need no bleed.');

    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#7fb8d8' } }).png().toBuffer();
    const pictured = await onePage(async (document) => {
      const image = await document.embedPng(photo);
      document.addPage([148 * MM, 210 * MM]).drawImage(image, { x: 20, y: 200, width: 200, height: 133 });
      document.addPage([148 * MM, 210 * MM]).drawImage(image, { x: 0, y: 200, width: 148 * MM, height: 98 * MM });
    });
    const edge = await judged(pictured);
    expect(edge.checks.find((check) => check.id === 'bleed')).toMatchObject({ level: 'warning', pages: [2] });
  });
});
