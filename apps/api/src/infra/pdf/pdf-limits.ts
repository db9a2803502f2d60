/** What reading one uploaded PDF may cost before it is refused (ADR 030). */
export interface PdfReadingLimits {
  /** The worker thread's JavaScript heap (old generation), in MB. */
  memoryMb: number;
  /** Each step (the facts, or one page drawn) must finish within this. */
  timeoutMs: number;
  /** More pages than this are refused before any page is read. */
  maxPages: number;
  /** Content streams inflated, all pages together: reading stops past this. */
  maxInflatedBytes: number;
}

/** The largest picture pdf.js decodes for a preview (pixels); larger ones are left out of the drawing, not decoded. */
export const MAX_DRAWN_IMAGE_PIXELS = 40_000_000;

/** Counts the bytes inflated while a document is read and stops the reading at the limit. */
export class InflateBudget {
  private spent = 0;

  constructor(readonly limit: number) {}

  spend(bytes: number): void {
    this.spent += bytes;
    if (this.spent > this.limit) throw new InflateLimitError(this.limit);
  }
}

export class InflateLimitError extends Error {
  constructor(readonly limit: number) {
    super(`content streams inflate past ${limit} bytes`);
  }
}
