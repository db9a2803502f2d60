import type { Binding } from '@studio/contracts/print-options';
import type { PrintCatalogue } from '@studio/contracts/print-orders';

/**
 * The binding a book of `pageCount` pages is made in without being padded up to a binding's minimum:
 * the first the catalogue offers (paperback first) whose page range holds it. An 8-page story is a
 * stapled booklet, not a 32-page paperback that is mostly blank. Null when none holds it.
 */
export function suggestedBinding(catalogue: Pick<PrintCatalogue, 'options' | 'page_rules'>, pageCount: number): Binding | null {
  for (const { value } of catalogue.options.binding.values) {
    const rule = catalogue.page_rules.find((candidate) => candidate.binding === value);
    if (rule && pageCount >= rule.min_pages && pageCount <= rule.max_pages) return rule.binding;
  }
  return null;
}
