import {
  BINDINGS,
  COLOR_MODES,
  COVER_FINISHES,
  DEFAULT_PRINT_OPTIONS,
  MAX_PRINT_QUANTITY,
  MIN_PRINT_QUANTITY,
  PAPER_TYPES,
  PRINT_OPTION_LABELS,
  PRINT_PAPER_SIZES,
  PRINT_QUALITIES,
  SHIPPING_LEVELS,
  SHIPPING_LEVEL_LABELS,
  type ShippingLevel,
} from '@studio/contracts/print-options';
import type { PrintCatalogue } from '@studio/contracts/print-orders';
import type { PriceList } from '@studio/contracts/print-prices';
import { countryName } from '@studio/contracts/shipping-address';
import { PAGE_RULES } from './page-rules';

function choices<const K extends keyof typeof PRINT_OPTION_LABELS>(option: K, values: readonly (keyof (typeof PRINT_OPTION_LABELS)[K] & string)[]) {
  const labels = PRINT_OPTION_LABELS[option] as Record<string, string>;
  return { default: DEFAULT_PRINT_OPTIONS[option], values: values.map((value) => ({ value, label: labels[value]! })) };
}

/** Everything a customer can choose, with labels, defaults and rules; the countries and their levels come from the price list. */
export function printCatalogue(list: PriceList): PrintCatalogue {
  return {
    options: {
      quality: choices('quality', PRINT_QUALITIES),
      binding: choices('binding', BINDINGS),
      cover_finish: choices('cover_finish', COVER_FINISHES),
      paper_size: choices('paper_size', PRINT_PAPER_SIZES),
      paper_type: choices('paper_type', PAPER_TYPES),
      color_mode: choices('color_mode', COLOR_MODES),
    },
    quantity: { default: DEFAULT_PRINT_OPTIONS.quantity, min: MIN_PRINT_QUANTITY, max: MAX_PRINT_QUANTITY },
    page_rules: BINDINGS.map((binding) => PAGE_RULES[binding]),
    shipping_levels: SHIPPING_LEVELS.map((value) => ({ value, label: SHIPPING_LEVEL_LABELS[value] })),
    countries: Object.entries(list.countries)
      .map(([code, zone]) => ({
        code,
        name: countryName(code),
        shipping_levels: SHIPPING_LEVELS.filter((level: ShippingLevel) => list.shipping[zone][level] !== undefined),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    currency: list.currency,
  };
}
