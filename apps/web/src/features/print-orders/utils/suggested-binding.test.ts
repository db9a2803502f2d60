import { describe, expect, it } from 'vitest';
import { BINDINGS, PRINT_OPTION_LABELS } from '@studio/contracts/print-options';
import { suggestedBinding } from './suggested-binding';

/** The printer's rules as GET /api/v1/print-orders/options gives them. */
const PAGE_RULES = [
  { binding: 'saddle_stitch', min_pages: 4, max_pages: 48, multiple_of: 4 },
  { binding: 'perfect', min_pages: 32, max_pages: 800, multiple_of: 2 },
  { binding: 'hardcover', min_pages: 24, max_pages: 800, multiple_of: 2 },
  { binding: 'coil', min_pages: 2, max_pages: 470, multiple_of: 2 },
] as const;

const catalogue = {
  options: { binding: { default: 'perfect', values: BINDINGS.map((value) => ({ value, label: PRINT_OPTION_LABELS.binding[value] })) } },
  page_rules: [...PAGE_RULES],
} as Parameters<typeof suggestedBinding>[0];

describe('suggestedBinding', () => {
  it('suggests a stapled booklet for a short story and a paperback once a book is long enough for one', () => {
    expect(suggestedBinding(catalogue, 10)).toBe('saddle_stitch');
    expect(suggestedBinding(catalogue, 48)).toBe('perfect');
    expect(suggestedBinding(catalogue, 26)).toBe('saddle_stitch');
    expect(suggestedBinding(catalogue, 2)).toBe('coil');
    expect(suggestedBinding(catalogue, 900)).toBeNull();
    expect(suggestedBinding({ ...catalogue, page_rules: [] }, 10)).toBeNull();
  });
});
