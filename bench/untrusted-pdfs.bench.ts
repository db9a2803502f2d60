/**
 * Issue 30: the probe's hostile PDFs (a 150 MB file, 2 MB of junk after %%EOF, a stream inflating to
 * 1 GB, 2,000 blank pages, 10 uploads at once) uploaded to the real server one after another, each
 * analysed or refused while /healthz is asked every 20 ms (from a thread of its own): its p99 must stay <= 100 ms and the
 * server's RSS grow <= 300 MB.
 * Run: npm run bench -- untrusted-pdfs
 */
import { readFileSync } from 'node:fs';
import type { UploadedBook } from '../packages/contracts/src/uploaded-books';
import { bigPhoto, blankPages, deflateBomb, junkAfterEof } from '../apps/api/test/support/pdf-probes';
import type { BenchFigure } from './types';
import { signUpThroughApi } from './support/accounts';
import { startHealthzProber } from './support/healthz-prober';
import { startProductProcess } from './support/processes';

const MB = 1024 * 1024;
const HEALTHZ_P99_TARGET_MS = 100;
const RSS_GROWTH_TARGET_MB = 300;

const PROBES: Array<{ name: string; copies: number; make: () => Promise<Buffer> }> = [
  // No file: what /healthz costs on this machine at the moment, for reading the others against.
  { name: 'no upload, 15 s (the machine\'s own noise)', copies: 0, make: async () => Buffer.alloc(0) },
  { name: '150 MB PDF (one uncompressed photo)', copies: 1, make: () => bigPhoto(150) },
  { name: '4 KB PDF + 2 MB of junk after %%EOF', copies: 1, make: () => junkAfterEof(2 * MB) },
  { name: '1 MB PDF whose content stream inflates to 1 GB', copies: 1, make: () => deflateBomb(1024 * MB) },
  { name: '2,000 blank pages', copies: 1, make: () => blankPages(2000) },
  { name: '10 uploads at once (2 MB junk after %%EOF each)', copies: 10, make: () => junkAfterEof(2 * MB) },
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? Number.NaN;

export default async function untrustedPdfsBench(): Promise<BenchFigure[]> {
  const product = await startProductProcess({ MAX_BOOK_UPLOAD_MB: '200' });
  const figures: BenchFigure[] = [];
  try {
    const auth = await signUpThroughApi(product.url, product.dataDir);
    const rss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${product.pid}/status`, 'utf8'))?.[1] ?? Number.NaN) * 1024;
    const headers = { authorization: `Bearer ${auth.access_token}` };
    for (const probe of PROBES) {
      const data = await probe.make();
      const baseline = rss();
      let peak = baseline;
      const prober = startHealthzProber(product.url);
      const sampling = setInterval(() => (peak = Math.max(peak, rss())), 20);
      const started = performance.now();
      const books = await Promise.all(
        Array.from({ length: probe.copies }, async (_, index) => {
          const form = new FormData();
          form.set('title', `${probe.name} ${index + 1}`);
          form.set('file', new Blob([data], { type: 'application/pdf' }), 'probe.pdf');
          const response = await fetch(`${product.url}/api/v1/uploaded-books/upload`, { method: 'POST', headers, body: form });
          if (response.status !== 201) throw new Error(`${probe.name}: upload answered ${response.status} ${await response.text()}`);
          const { id } = (await response.json()) as UploadedBook;
          for (;;) {
            const book = (await (await fetch(`${product.url}/api/v1/uploaded-books/${id}`, { headers })).json()) as UploadedBook;
            if (book.status === 'rejected' || (book.status === 'ready' && book.preview_pages === book.preview_page_count)) return book;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }),
      );
      if (probe.copies === 0) await new Promise((resolve) => setTimeout(resolve, 15_000));
      const ms = performance.now() - started;
      clearInterval(sampling);
      const latencies = await prober.stop();
      const p99 = percentile(latencies, 99);
      const grewMb = (peak - baseline) / MB;
      const outcome = books.map((book) => (book.status === 'rejected' ? `refused: ${book.rejection_reason?.slice(0, 60)}…` : `ready, ${book.page_count} pages`))[0] ?? 'nothing to read';
      console.log(`${probe.name}: ${outcome} in ${(ms / 1000).toFixed(1)} s; /healthz p99 ${p99.toFixed(0)} ms (max ${Math.max(...latencies).toFixed(0)} ms, ${latencies.length} asked); RSS +${grewMb.toFixed(0)} MB`);
      figures.push(
        { name: `${probe.name}: analysed or refused (${outcome})`, value: ms, unit: 'ms' },
        { name: `${probe.name}: /healthz p99 meanwhile`, value: p99, unit: 'ms', target: `<= ${HEALTHZ_P99_TARGET_MS} ms`, pass: p99 <= HEALTHZ_P99_TARGET_MS },
        { name: `${probe.name}: server RSS growth (peak − before)`, value: grewMb, unit: 'MB', target: `<= ${RSS_GROWTH_TARGET_MB} MB`, pass: grewMb <= RSS_GROWTH_TARGET_MB },
      );
    }
    return figures;
  } finally {
    await product.stop();
  }
}
