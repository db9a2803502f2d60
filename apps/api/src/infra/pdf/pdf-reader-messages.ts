import type { UnreadableReason } from './pdf-facts';

/** What the parent asks the PDF worker thread. */
export type PdfReaderAsk =
  | { kind: 'facts' }
  | { kind: 'draw'; page: number; widthPx: number }
  | { kind: 'padded'; printedPages: number }
  | { kind: 'greyPage'; page: number; ppi: number }
  | { kind: 'greyFile'; printedPages: number };
export type PdfReaderRequest = { id: number } & PdfReaderAsk;

/** Its answers: progress while reading the facts, then a value or an error (reason null: not the file's fault). */
export type PdfReaderReply = { id: number } & ({ progress: { page: number; of: number } } | { value: unknown } | { error: { reason: UnreadableReason | null; message: string } });
