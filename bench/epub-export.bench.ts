/**
 * Issue 32: the EPUB 3 export of a 16-page book in every art style, through the API, from
 * POST /export-epub/ to the file ready, in the product's process as a customer would wait for it:
 * right after the book was drawn, and (painted styles) once its print rasters are being made in the
 * background (PRINT_RASTERS_AFTER_SECONDS after drawing, ADR 034).
 * Targets: <= 3 s and <= 15 MB, held to every style and moment.
 * Run: npm run bench -- epub-export
 */
import type { EpubExport } from '@studio/contracts/books';
import { ART_STYLES } from '@studio/contracts/stories';
import { startProductProcess } from './support/processes';
import { drawnBook, type Call } from './support/story-api';
import type { BenchFigure } from './types';

const TARGET_MS = 3000;
const TARGET_MB = 15;
/** The product's default quiet spell after drawing, and two seconds for the raster job to be under way. */
const RASTERS_UNDER_WAY_MS = 22_000;
const STYLE_NAMES = { flat: 'flat', watercolor: 'watercolour', crayon: 'crayon' } as const;

async function exportEpub(call: Call, storyId: string): Promise<{ ms: number; mb: number }> {
  const started = performance.now();
  const { export_id } = (await call('POST', '/export-epub/', { story_id: storyId })) as unknown as EpubExport;
  let exported: EpubExport;
  do {
    await new Promise((resolve) => setTimeout(resolve, 20));
    exported = (await call('GET', `/export-epub/${export_id}`)) as unknown as EpubExport;
    if (exported.status === 'failed') throw new Error(`EPUB export failed: ${exported.error}`);
  } while (exported.status !== 'ready');
  return { ms: performance.now() - started, mb: (exported.size_bytes ?? 0) / 1024 / 1024 };
}

export default async function epubExportBench(): Promise<BenchFigure[]> {
  const product = await startProductProcess();
  const figures: BenchFigure[] = [];
  const timed = (name: string, ms: number): BenchFigure => ({ name, value: ms, unit: 'ms', target: `<= ${TARGET_MS} ms`, pass: ms <= TARGET_MS });
  try {
    for (const style of ART_STYLES) {
      const { call, storyId } = await drawnBook(product.url, product.dataDir, 'medium', style);
      const atOnce = await exportEpub(call, storyId);
      console.log(`${style}: right after drawing ${(atOnce.ms / 1000).toFixed(2)} s, ${atOnce.mb.toFixed(2)} MB`);
      figures.push(
        timed(`EPUB export of a 16-page ${STYLE_NAMES[style]} book right after drawing, POST to ready`, atOnce.ms),
        { name: `its size (${STYLE_NAMES[style]})`, value: atOnce.mb, unit: 'MB', target: `<= ${TARGET_MB} MB`, pass: atOnce.mb <= TARGET_MB },
      );
      if (style === 'flat') continue; // a flat book has no print rasters: it prints from its vectors
      const again = await drawnBook(product.url, product.dataDir, 'medium', style);
      await new Promise((resolve) => setTimeout(resolve, RASTERS_UNDER_WAY_MS));
      const meanwhile = await exportEpub(again.call, again.storyId);
      console.log(`${style}: while its print rasters are made ${(meanwhile.ms / 1000).toFixed(2)} s`);
      figures.push(timed(`EPUB export of a 16-page ${STYLE_NAMES[style]} book while its print rasters are being made`, meanwhile.ms));
    }
    return figures;
  } finally {
    await product.stop();
  }
}
