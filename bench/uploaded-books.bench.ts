/**
 * Issue 11: analysing a 100-page A4 PDF with pictures (the preflight: boxes, fonts, picture
 * resolutions from the content streams) in a fresh process, target <= 10 s and peak RSS <= 500 MB,
 * with the page pictures drawn afterwards measured beside it; and a 150 MB upload streamed through
 * the real server, whose memory must grow by less than 100 MB.
 * Run: npm run bench -- uploaded-books
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchFigure } from './types';
import { signUpThroughApi } from './support/accounts';
import { productEnv, startProductProcess } from './support/processes';
import { peakRssMb } from './support/peak-rss';

const ANALYSIS_TARGET_MS = 10_000;
const ANALYSIS_RSS_TARGET_MB = 500;
const UPLOAD_MB = 150;
const UPLOAD_GROWTH_TARGET_MB = 100;
const PREVIEW_SAMPLE_PAGES = 10;
const CHILD_FLAG = '--analyse-child';
const MB = 1024 * 1024;

interface AnalysisMeasurement {
  fileMb: number;
  analysisMs: number;
  previewMsPerPage: number;
  /** Peak RSS once the analysis is done, before any page is drawn. */
  analysisRssMb: number;
  maxRssMb: number;
  pageCount: number;
}

/** A 100-page A4 book with a full-width photo-like JPEG on every page, as a layout program exports it. */
async function hundredPageBook(path: string): Promise<void> {
  const { PDFDocument } = await import('pdf-lib');
  const sharp = (await import('sharp')).default;
  const document = await PDFDocument.create();
  const mm = 72 / 25.4;
  for (let index = 0; index < 100; index += 1) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2480" height="1860"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="hsl(${index * 7},70%,70%)"/><stop offset="1" stop-color="hsl(${index * 7 + 120},60%,40%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${Array.from({ length: 40 }, (_, k) => `<circle cx="${(k * 613) % 2480}" cy="${(k * 397 + index * 31) % 1860}" r="${40 + ((k * 17) % 160)}" fill="hsl(${(k * 37 + index) % 360},80%,60%)" opacity="0.7"/>`).join('')}</svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    const image = await document.embedJpg(jpeg);
    const page = document.addPage([216 * mm, 303 * mm]);
    page.setTrimBox(3 * mm, 3 * mm, 210 * mm, 297 * mm);
    page.setBleedBox(0, 0, 216 * mm, 303 * mm);
    page.drawImage(image, { x: 3 * mm, y: 60 * mm, width: 210 * mm, height: 157.5 * mm });
  }
  writeFileSync(path, await document.save());
}

/** In a child process, so its peak memory is the analysis's own (the book is made by the parent). */
async function analyseOnce(path: string): Promise<AnalysisMeasurement> {
  const size = statSync(path).size;
  const { readPdfBytes, readPdfFacts } = await import('../apps/api/src/infra/pdf/pdf-facts');
  const { openForDrawing } = await import('../apps/api/src/infra/pdf/open-for-drawing');
  const { renderPdfPage } = await import('../apps/api/src/infra/pdf/render-pdf-page');
  const { preflight } = await import('../apps/api/src/modules/uploaded-books/preflight');
  const started = performance.now();
  const facts = await readPdfFacts(await readPdfBytes(path), { maxPages: 800, maxInflatedBytes: 1024 * MB });
  preflight(facts, size);
  const analysisMs = performance.now() - started;
  const analysisRssMb = peakRssMb();
  const drawing = await openForDrawing(path);
  const drawStarted = performance.now();
  for (let page = 1; page <= PREVIEW_SAMPLE_PAGES; page += 1) await renderPdfPage(drawing, page, 1000);
  const previewMsPerPage = (performance.now() - drawStarted) / PREVIEW_SAMPLE_PAGES;
  await drawing.destroy();
  return { fileMb: size / MB, analysisMs, analysisRssMb, previewMsPerPage, maxRssMb: peakRssMb(), pageCount: facts.pageCount };
}

async function analysis(): Promise<BenchFigure[]> {
  const path = join(tmpdir(), `bench-100-pages-${process.pid}.pdf`);
  await hundredPageBook(path);
  const output = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), CHILD_FLAG, path], { encoding: 'utf8', maxBuffer: 16 * MB, env: productEnv() });
  rmSync(path, { force: true });
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as AnalysisMeasurement;
  return [
    { name: `preflight analysis of a ${result.pageCount}-page A4 PDF with a photo on every page (${result.fileMb.toFixed(0)} MB), cold`, value: result.analysisMs, unit: 'ms', target: `<= ${ANALYSIS_TARGET_MS / 1000} s`, pass: result.analysisMs <= ANALYSIS_TARGET_MS },
    { name: 'analysis peak RSS (process maxRSS when the analysis is done)', value: result.analysisRssMb, unit: 'MB', target: `<= ${ANALYSIS_RSS_TARGET_MB} MB`, pass: result.analysisRssMb <= ANALYSIS_RSS_TARGET_MB },
    { name: 'peak RSS after drawing 10 pages for preview too', value: result.maxRssMb, unit: 'MB' },
    { name: 'page picture drawn for preview (1000 px wide), per page', value: result.previewMsPerPage, unit: 'ms' },
  ];
}

/** A 150 MB PDF-headed body sent as a stream, with the server's resident memory sampled throughout. */
async function streamedUpload(): Promise<BenchFigure[]> {
  const product = await startProductProcess({ MAX_BOOK_UPLOAD_MB: String(UPLOAD_MB + 10) });
  try {
    const auth = await signUpThroughApi(product.url, product.dataDir);
    const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${product.pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;
    const baseline = rss();
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
    const boundary = 'benchboundary';
    const chunk = Buffer.alloc(MB, 0x20);
    async function* body() {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBig book\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
      for (let index = 0; index < UPLOAD_MB; index += 1) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const started = performance.now();
    const response = await fetch(`${product.url}/api/v1/uploaded-books/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.access_token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: ReadableStream.from(body()),
      duplex: 'half',
    } as RequestInit);
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
    const grewMb = (peak - baseline) / MB;
    return [
      { name: `${UPLOAD_MB} MB book upload through the API, request to 201`, value: ms, unit: 'ms' },
      { name: `server memory growth during the ${UPLOAD_MB} MB upload (peak RSS − before)`, value: grewMb, unit: 'MB', target: `< ${UPLOAD_GROWTH_TARGET_MB} MB`, pass: grewMb < UPLOAD_GROWTH_TARGET_MB },
    ];
  } finally {
    await product.stop();
  }
}

export default async function uploadedBooksBench(): Promise<BenchFigure[]> {
  return [...(await analysis()), ...(await streamedUpload())];
}

if (process.argv.includes(CHILD_FLAG)) {
  process.stdout.write(`${JSON.stringify(await analyseOnce(process.argv.at(-1)!))}\n`);
}
