/**
 * The worker thread an uploaded PDF is read in (ADR 030): the facts, page pictures and the padded
 * interior, for the parent's `withPdfReader`. Nothing here touches the database or storage. The file
 * is read whole for each step that needs it and not kept, so a large file is held once at a time.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { GreyscaleCopy } from './greyscale-copy';
import { paddedPdf } from './padded-pdf';
import { openForDrawing } from './open-for-drawing';
import { readPdfBytes, readPdfFacts, UnreadablePdfError } from './pdf-facts';
import type { PdfReadingLimits } from './pdf-limits';
import type { PdfReaderReply, PdfReaderRequest } from './pdf-reader-messages';
import { renderPdfPage } from './render-pdf-page';

const { path, limits } = workerData as { path: string; limits: PdfReadingLimits };
const port = parentPort!;
let drawing: Promise<PDFDocumentProxy> | null = null;
let greyCopy: Promise<GreyscaleCopy> | null = null;

/**
 * A whole-file step (the facts, the padded file) leaves the file's bytes behind as garbage outside the
 * JavaScript heap, which V8 collects when it likes — often after the drawing has read the file again,
 * so both copies were held at once (ADR 038). Collecting right after such a step keeps one.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

async function answer(request: PdfReaderRequest): Promise<unknown> {
  switch (request.kind) {
    case 'facts':
      return readPdfFacts(await readPdfBytes(path), limits, (page, of) => port.postMessage({ id: request.id, progress: { page, of } } satisfies PdfReaderReply));
    case 'draw': {
      drawing ??= openForDrawing(path);
      return renderPdfPage(await drawing, request.page, request.widthPx);
    }
    case 'padded':
      return paddedPdf(await readPdfBytes(path), request.printedPages);
    case 'greyPage': {
      drawing ??= openForDrawing(path);
      greyCopy ??= readPdfBytes(path).then((bytes) => GreyscaleCopy.of(bytes));
      return (await greyCopy).addPage(await drawing, request.page, request.ppi);
    }
    case 'greyFile': {
      if (!greyCopy) throw new Error('No page of the grey copy was drawn');
      const bytes = await (await greyCopy).save(request.printedPages);
      greyCopy = null;
      return bytes;
    }
  }
}

const WHOLE_FILE_STEPS = new Set<PdfReaderRequest['kind']>(['facts', 'padded', 'greyFile']);

port.on('message', (request: PdfReaderRequest) => {
  answer(request).then(
    (value) => {
      if (WHOLE_FILE_STEPS.has(request.kind)) collectGarbage();
      port.postMessage({ id: request.id, value } satisfies PdfReaderReply);
    },
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        error: error instanceof UnreadablePdfError ? { reason: error.reason, message: error.message } : { reason: null, message: (error as Error)?.message ?? String(error) },
      } satisfies PdfReaderReply),
  );
});
