/**
 * Issue 32: the EPUB 3 export of a 16-page painted (watercolour) book through the API, from
 * POST /export-epub/ to the file ready, in the product's process as a customer would wait for it.
 * Targets: <= 3 s and <= 15 MB.
 * Run: npm run bench -- epub-export
 */
import type { EpubExport } from '@studio/contracts/books';
import { startProductProcess } from './support/processes';
import { drawnBook } from './support/story-api';
import type { BenchFigure } from './types';

const TARGET_MS = 3000;
const TARGET_MB = 15;

export default async function epubExportBench(): Promise<BenchFigure[]> {
  const product = await startProductProcess();
  try {
    const { call, storyId } = await drawnBook(product.url, product.dataDir, 'medium', 'watercolor');
    const started = performance.now();
    const { export_id } = (await call('POST', '/export-epub/', { story_id: storyId })) as unknown as EpubExport;
    let exported: EpubExport;
    do {
      await new Promise((resolve) => setTimeout(resolve, 20));
      exported = (await call('GET', `/export-epub/${export_id}`)) as unknown as EpubExport;
      if (exported.status === 'failed') throw new Error(`EPUB export failed: ${exported.error}`);
    } while (exported.status !== 'ready');
    const ms = performance.now() - started;
    const mb = (exported.size_bytes ?? 0) / 1024 / 1024;
    return [
      { name: 'EPUB export of a 16-page watercolour book, POST to ready', value: ms, unit: 'ms', target: `<= ${TARGET_MS} ms`, pass: ms <= TARGET_MS },
      { name: 'its size', value: mb, unit: 'MB', target: `<= ${TARGET_MB} MB`, pass: mb <= TARGET_MB },
    ];
  } finally {
    await product.stop();
  }
}
