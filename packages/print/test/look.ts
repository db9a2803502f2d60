/* Renders sample books in every paper size to PNGs in /tmp/print-look for eyeballing: npx tsx packages/print/test/look.ts */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { renderBookPdf, renderCoverSpreadPdf } from '../src/render-book-pdf';
import { PAPER_SIZE_IDS } from '../src/paper-sizes';
import { rasterArt, sampleBook, svgScene } from './fixtures/books';

const outDir = '/tmp/print-look';
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
for (const paperSize of PAPER_SIZE_IDS) {
  const book = sampleBook(5, {
    extraPages: [{ heading: 'Meet the characters', art: svgScene('bakery-sign') }],
  });
  book.pages.push({ page_number: 6, text: 'And that is how Maya learned where the moon sleeps. '.repeat(3), art: null });
  book.pages.push({ page_number: 7, text: 'A picture from the camera.', art: rasterArt(1536, 1024) });
  const { pdf, preflight } = await renderBookPdf(book, { paperSize });
  const file = `${outDir}/${paperSize}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '50', file, `${outDir}/${paperSize}`]);
  process.stdout.write(`${paperSize} ${(pdf.length / 1024).toFixed(0)} KiB ${JSON.stringify(preflight)}\n`);
}

// The print order's cover spreads: a thin saddle-stitched one and a paperback with spine lettering.
for (const [name, spineMm, spineText] of [['spread-stapled', 0, false], ['spread-paperback', 9.2, true]] as const) {
  const book = { ...sampleBook(5), blurb: 'Maya follows a trail of flour through the sleeping town and finds out where the moon goes to rest.' };
  const { pdf } = await renderCoverSpreadPdf(book, { paperSize: 'a5', bleedMm: 3.175, spineMm, spineText });
  const file = `${outDir}/${name}.pdf`;
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '40', file, `${outDir}/${name}`]);
}
