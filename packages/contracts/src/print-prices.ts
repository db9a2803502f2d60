import { z } from 'zod';
import { reasonSchema } from './audit';
import { BINDINGS, COLOR_MODES, PRINT_PAPER_SIZES, PRINT_QUALITIES, SHIPPING_LEVELS } from './print-options';

/**
 * The print price list: every amount in integer minor units of `currency`, every rate in whole
 * percent or basis points, so no price is ever a float. Stored as versions (an edit is a new version);
 * a quote names the version it was priced from.
 */

/**
 * The most any one amount of the list may be (10,000.00): far above any real price, and low enough that
 * every sum and product of the quote stays an exact integer; the quote then refuses a total one payment
 * cannot take (MAX_PAYMENT_CENTS).
 */
export const MAX_LIST_PRICE_CENTS = 1_000_000;
/** The most one payment may be: Stripe's limit for a charge (999,999.99), below PostgreSQL's integer. */
export const MAX_PAYMENT_CENTS = 99_999_999;

const cents = z.number().int().min(0).max(MAX_LIST_PRICE_CENTS, { error: `At most ${MAX_LIST_PRICE_CENTS} (minor units)` });
const byEnum = <const T extends readonly [string, ...string[]], S extends z.ZodType>(values: T, value: S) =>
  z.object(Object.fromEntries(values.map((key) => [key, value])) as { [K in T[number]]: S });

export const SHIPPING_ZONES = ['domestic', 'europe', 'north_america', 'rest_of_world'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const shippingRateSchema = z.object({
  first_copy_cents: cents,
  additional_copy_cents: cents,
  /** Working days in transit after dispatch. */
  min_days: z.number().int().min(0).max(365),
  max_days: z.number().int().min(0).max(365),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

export const volumeTierSchema = z.object({
  /** Copies from this one on (1-based) are discounted by `discount_percent`: a marginal tier, so more copies never cost less. */
  from_copy: z.number().int().min(1).max(100_000),
  discount_percent: z.number().int().min(0).max(90),
});

export const priceListSchema = z.object({
  currency: z.string().length(3),
  /** Per copy, by binding: the cover, binding and handling. */
  binding_base_cents: byEnum(BINDINGS, cents),
  /** Per printed page (one side), by colour and print quality. */
  page_cents: byEnum(COLOR_MODES, byEnum(PRINT_QUALITIES, cents)),
  /** Added per printed page on premium paper. */
  premium_paper_page_cents: cents,
  /** Added per copy for a gloss cover. */
  gloss_cover_cents: cents,
  /** The copy price on each paper size, as a percentage of the A4 price. */
  paper_size_percent: byEnum(PRINT_PAPER_SIZES, z.number().int().min(1).max(500)),
  volume_tiers: z.array(volumeTierSchema).max(20),
  /** Working days from payment to dispatch, by binding. */
  production_days: byEnum(BINDINGS, z.object({ min: z.number().int().min(0).max(365), max: z.number().int().min(0).max(365) })),
  /** Countries we ship to (ISO 3166-1 alpha-2) and their zone. */
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.enum(SHIPPING_ZONES)),
  /** The shipping levels offered in each zone; a level missing from a zone is not offered there. */
  shipping: byEnum(SHIPPING_ZONES, z.object(Object.fromEntries(SHIPPING_LEVELS.map((level) => [level, shippingRateSchema.optional()])) as {
    [K in (typeof SHIPPING_LEVELS)[number]]: z.ZodOptional<typeof shippingRateSchema>;
  })),
  /** Sales tax (VAT) on goods and shipping, in basis points, by destination country; a country not listed pays none. */
  tax_basis_points: z.record(z.string().regex(/^[A-Z]{2}$/), z.number().int().min(0).max(10_000)),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** `GET /api/v1/admin/print-prices`: the price list in force. */
export const priceListVersionSchema = z.object({ version: z.number().int(), prices: priceListSchema, created_at: z.string() });
export type PriceListVersion = z.infer<typeof priceListVersionSchema>;

/** `PUT /api/v1/admin/print-prices`: a new version; quotes already given keep the one they named. */
export const priceListUpdateSchema = z.object({
  prices: priceListSchema,
  reason: reasonSchema,
});
export type PriceListUpdate = z.infer<typeof priceListUpdateSchema>;
