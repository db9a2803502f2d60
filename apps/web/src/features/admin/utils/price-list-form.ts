import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import { BINDINGS, COLOR_MODES, PRINT_PAPER_SIZES, PRINT_QUALITIES, SHIPPING_LEVELS, type ShippingLevel } from '@studio/contracts/print-options';
import { SHIPPING_ZONES, type PriceList, type ShippingRate, type ShippingZone } from '@studio/contracts/print-prices';
import { moneyInputSchema, moneyInputValue, parseMoneyInput } from './money-input';

/**
 * The price list as the editor holds it: every amount as pounds typed by people, shipping levels
 * with an "offered" switch. What the editor does not show (volume tiers, production days, countries,
 * tax) is carried over unchanged from the version being edited.
 */

const byKeys = <const T extends readonly [string, ...string[]], S extends z.ZodType>(keys: T, value: S) =>
  z.object(Object.fromEntries(keys.map((key) => [key, value])) as { [K in T[number]]: S });

const days = z.number({ error: 'Enter whole days' }).int({ error: 'Enter whole days' }).min(0, { error: 'Enter 0 or more days' }).max(90, { error: 'At most 90 days' });

const shippingRateForm = z
  .object({
    offered: z.boolean(),
    // A level not offered has its inputs disabled, which forms may read as undefined.
    first_copy: z.string().optional(),
    additional_copy: z.string().optional(),
    min_days: z.union([z.number(), z.nan()]).optional(),
    max_days: z.union([z.number(), z.nan()]).optional(),
  })
  .superRefine((rate, context) => {
    if (!rate.offered) return;
    for (const field of ['first_copy', 'additional_copy'] as const) {
      if (parseMoneyInput(rate[field] ?? '') === null) context.addIssue({ code: 'custom', path: [field], message: 'Enter an amount in pounds, such as 3.99' });
    }
    for (const field of ['min_days', 'max_days'] as const) {
      const checked = days.safeParse(rate[field]);
      if (!checked.success) context.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]?.message ?? 'Enter whole days' });
    }
    if (rate.min_days !== undefined && rate.max_days !== undefined && rate.min_days > rate.max_days) {
      context.addIssue({ code: 'custom', path: ['max_days'], message: 'At least the minimum' });
    }
  });

export const priceListFormSchema = z.object({
  binding_base: byKeys(BINDINGS, moneyInputSchema),
  page: byKeys(COLOR_MODES, byKeys(PRINT_QUALITIES, moneyInputSchema)),
  premium_paper_page: moneyInputSchema,
  gloss_cover: moneyInputSchema,
  paper_size_percent: byKeys(
    PRINT_PAPER_SIZES,
    z.number({ error: 'Enter a whole percentage' }).int({ error: 'Enter a whole percentage' }).min(1, { error: 'At least 1%' }).max(500, { error: 'At most 500%' }),
  ),
  shipping: byKeys(SHIPPING_ZONES, byKeys(SHIPPING_LEVELS, shippingRateForm)),
  reason: reasonSchema,
});
export type PriceListFormInput = z.input<typeof priceListFormSchema>;
export type PriceListFormValues = z.output<typeof priceListFormSchema>;

const mapKeys = <K extends string, A, B>(keys: readonly K[], pick: (key: K) => A, make: (value: A, key: K) => B) =>
  Object.fromEntries(keys.map((key) => [key, make(pick(key), key)])) as Record<K, B>;

const cents = (text: string) => parseMoneyInput(text) ?? 0;

function rateForm(rate: ShippingRate | undefined) {
  return rate
    ? { offered: true, first_copy: moneyInputValue(rate.first_copy_cents), additional_copy: moneyInputValue(rate.additional_copy_cents), min_days: rate.min_days, max_days: rate.max_days }
    : { offered: false, first_copy: '', additional_copy: '', min_days: Number.NaN, max_days: Number.NaN };
}

export function priceListFormDefaults(prices: PriceList): PriceListFormInput {
  return {
    binding_base: mapKeys(BINDINGS, (binding) => prices.binding_base_cents[binding], moneyInputValue),
    page: mapKeys(COLOR_MODES, (mode) => prices.page_cents[mode], (byQuality) => mapKeys(PRINT_QUALITIES, (quality) => byQuality[quality], moneyInputValue)),
    premium_paper_page: moneyInputValue(prices.premium_paper_page_cents),
    gloss_cover: moneyInputValue(prices.gloss_cover_cents),
    paper_size_percent: { ...prices.paper_size_percent },
    shipping: mapKeys(SHIPPING_ZONES, (zone) => prices.shipping[zone], (levels) => mapKeys(SHIPPING_LEVELS, (level) => levels[level], rateForm)),
    reason: '',
  };
}

/** The new version: the edited amounts in integer minor units, everything else as it was. */
export function toPriceList(values: PriceListFormValues, base: PriceList): PriceList {
  const shipping = mapKeys(SHIPPING_ZONES, (zone) => values.shipping[zone], (levels) => {
    const offered: Partial<Record<ShippingLevel, ShippingRate>> = {};
    for (const level of SHIPPING_LEVELS) {
      const rate = levels[level];
      if (rate.offered) offered[level] = { first_copy_cents: cents(rate.first_copy ?? ''), additional_copy_cents: cents(rate.additional_copy ?? ''), min_days: rate.min_days ?? 0, max_days: rate.max_days ?? 0 };
    }
    return offered;
  }) as PriceList['shipping'];
  return {
    ...base,
    binding_base_cents: mapKeys(BINDINGS, (binding) => values.binding_base[binding], cents),
    page_cents: mapKeys(COLOR_MODES, (mode) => values.page[mode], (byQuality) => mapKeys(PRINT_QUALITIES, (quality) => byQuality[quality], cents)),
    premium_paper_page_cents: cents(values.premium_paper_page),
    gloss_cover_cents: cents(values.gloss_cover),
    paper_size_percent: { ...values.paper_size_percent },
    shipping,
  };
}

/** The countries of each zone, for the editor's headings. */
export function countriesByZone(prices: PriceList): Record<ShippingZone, string[]> {
  const zones = mapKeys(SHIPPING_ZONES, () => null, () => [] as string[]);
  for (const [country, zone] of Object.entries(prices.countries)) zones[zone].push(country);
  return zones;
}
