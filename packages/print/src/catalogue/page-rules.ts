import type { Binding } from '@studio/contracts/print-options';
import type { PageRule } from '@studio/contracts/print-orders';

/** Page counts each binding can be made with, as print vendors (Lulu) apply them. */
export const PAGE_RULES: Record<Binding, PageRule> = {
  saddle_stitch: { binding: 'saddle_stitch', min_pages: 4, max_pages: 48, multiple_of: 4 },
  perfect: { binding: 'perfect', min_pages: 32, max_pages: 800, multiple_of: 2 },
  hardcover: { binding: 'hardcover', min_pages: 24, max_pages: 800, multiple_of: 2 },
  coil: { binding: 'coil', min_pages: 2, max_pages: 470, multiple_of: 2 },
};

const BINDING_NAMES: Record<Binding, string> = {
  saddle_stitch: 'A stapled booklet',
  perfect: 'A paperback',
  hardcover: 'A hardcover',
  coil: 'A coil-bound book',
};

export type PageFit =
  | { ok: true; pageCount: number; printedPages: number; paddedPages: number }
  | { ok: false; reason: string };

/**
 * How a book of `pageCount` pages is printed in a binding: blank pages are added at the end to reach
 * the binding's minimum and its multiple (a printer cannot leave a leaf half made); a book longer than
 * the binding allows is refused, since pages cannot be taken away.
 */
export function fitPages(binding: Binding, pageCount: number): PageFit {
  const rule = PAGE_RULES[binding];
  if (!Number.isInteger(pageCount) || pageCount < 1) return { ok: false, reason: 'The book has no pages to print' };
  const printedPages = Math.max(rule.min_pages, Math.ceil(pageCount / rule.multiple_of) * rule.multiple_of);
  if (printedPages > rule.max_pages) {
    return {
      ok: false,
      reason: `${BINDING_NAMES[binding]} can have at most ${rule.max_pages} pages${rule.multiple_of > 2 ? ` in multiples of ${rule.multiple_of}` : ''}; this book has ${pageCount}. Choose another binding.`,
    };
  }
  return { ok: true, pageCount, printedPages, paddedPages: printedPages - pageCount };
}

/** The quote's plain words for padding. */
export function paddingNotice(binding: Binding, paddedPages: number): string | null {
  if (paddedPages === 0) return null;
  const rule = PAGE_RULES[binding];
  const why = rule.multiple_of > 2 ? `at least ${rule.min_pages} pages in multiples of ${rule.multiple_of}` : `at least ${rule.min_pages} pages, in pairs`;
  return `${BINDING_NAMES[binding]} needs ${why}, so ${paddedPages} blank page${paddedPages === 1 ? '' : 's'} will be added at the end.`;
}
