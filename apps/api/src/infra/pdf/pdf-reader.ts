import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TOO_COMPLEX, UnreadablePdfError, type PdfFacts } from './pdf-facts';
import type { PdfReadingLimits } from './pdf-limits';
import type { PdfReaderAsk, PdfReaderReply, PdfReaderRequest } from './pdf-reader-messages';

/** An uploaded PDF read in its own worker thread: each step answers, or is refused, within the limits. */
export interface PdfReader {
  facts(onPage?: (page: number, of: number) => Promise<void> | void): Promise<PdfFacts>;
  /** A page drawn `widthPx` wide, as WebP, honouring its rotation. */
  draw(page: number, widthPx: number): Promise<Buffer>;
  /** The file with blank pages added up to `printedPages`; null when it has them already. */
  padded(printedPages: number): Promise<Buffer | null>;
  /** A black-and-white copy of its `pageCount` pages drawn at `ppi`, padded with blank pages to `printedPages`: one step per page, each within the time limit. */
  greyscale(pageCount: number, printedPages: number, ppi: number): Promise<Buffer>;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; onProgress?: (page: number, of: number) => unknown };

/**
 * Runs `use` with a reader of the PDF at `path` whose parsing, inflating and drawing happen in a
 * worker thread (ADR 030), so the event loop keeps answering whatever the file holds. The thread's
 * heap is capped at `limits.memoryMb` and each step at `limits.timeoutMs`; a step past either ends
 * the thread and is an UnreadablePdfError ('too-complex') in plain words. The thread is always ended.
 */
export async function withPdfReader<T>(path: string, limits: PdfReadingLimits, use: (reader: PdfReader) => Promise<T>): Promise<T> {
  const worker = new Worker(await workerEntry(), {
    workerData: { path, limits },
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: Math.min(64, Math.ceil(limits.memoryMb / 8)) },
  });
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let failure: Error | null = null;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(failure);
    pending.clear();
  };
  worker.on('message', (reply: PdfReaderReply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    if ('progress' in reply) return void waiting.onProgress?.(reply.progress.page, reply.progress.of);
    pending.delete(reply.id);
    if ('value' in reply) waiting.resolve(reply.value);
    else waiting.reject(reply.error.reason ? new UnreadablePdfError(reply.error.reason, reply.error.message) : new Error(reply.error.message));
  });
  // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any fault of the thread: the file was too much for it.
  worker.on('error', (error) => failAll((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? new UnreadablePdfError('too-complex', TOO_COMPLEX) : error));
  worker.on('exit', () => failAll(new UnreadablePdfError('too-complex', TOO_COMPLEX)));

  const ask = <R>(request: PdfReaderAsk, onProgress?: Pending['onProgress']): Promise<R> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      const timer = setTimeout(() => {
        failAll(new UnreadablePdfError('too-complex', TOO_COMPLEX));
        void worker.terminate();
      }, limits.timeoutMs);
      const settle = () => clearTimeout(timer);
      pending.set(id, {
        resolve: (value) => (settle(), resolve(value as R)),
        reject: (error) => (settle(), reject(error)),
        onProgress,
      });
      worker.postMessage({ ...request, id } satisfies PdfReaderRequest);
    });
  };

  const asBuffer = (value: Uint8Array | null) => (value ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : null);
  const reader: PdfReader = {
    facts: (onPage) => ask<PdfFacts>({ kind: 'facts' }, onPage),
    draw: async (page, widthPx) => asBuffer(await ask<Uint8Array>({ kind: 'draw', page, widthPx }))!,
    padded: async (printedPages) => asBuffer(await ask<Uint8Array | null>({ kind: 'padded', printedPages })),
    greyscale: async (pageCount, printedPages, ppi) => {
      for (let page = 1; page <= pageCount; page += 1) await ask<void>({ kind: 'greyPage', page, ppi });
      return asBuffer(await ask<Uint8Array>({ kind: 'greyFile', printedPages }))!;
    },
  };
  try {
    return await use(reader);
  } finally {
    failure ??= new Error('The PDF reader is closed');
    await worker.terminate();
  }
}

/**
 * The worker's entry: the compiled `pdf-worker.js` beside the bundle in production (ADR 022). From the
 * sources (dev, tests, bench) the same file is bundled once per process by esbuild, as the build does,
 * so the thread costs what it costs in production (a TypeScript loader in the thread would add some
 * 300 MB and seconds).
 */
let compiledFromSources: Promise<URL> | null = null;
async function workerEntry(): Promise<URL> {
  const compiled = new URL('./pdf-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(compiled))) return compiled;
  compiledFromSources ??= compileWorker();
  return compiledFromSources;
}

async function compileWorker(): Promise<URL> {
  const { build } = await import('esbuild');
  const bundled = await build({ entryPoints: [fileURLToPath(new URL('./pdf-worker.ts', import.meta.url))], write: false, bundle: true, packages: 'external', format: 'esm', platform: 'node', target: 'node20.19', logLevel: 'warning' });
  const code = bundled.outputFiles[0]!.contents;
  // Inside node_modules, where the bundle's imports of pdf-lib, pdf.js and the canvas are found; named by its content, so processes share it.
  const folder = fileURLToPath(new URL('../../../node_modules/.cache/pdf-worker/', import.meta.url));
  const file = join(folder, `pdf-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return pathToFileURL(file);
}
