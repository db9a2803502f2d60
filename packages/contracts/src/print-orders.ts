import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { BINDINGS, DEFAULT_SHIPPING_LEVEL, SHIPPING_LEVELS, printOptionsSchema } from './print-options';
import { shippingAddressSchema, shippingAddressViewSchema } from './shipping-address';

/** Print orders and their quotes (spec §3 Print order request and Pricing response, §7 Print orders and pricing). */

export const PRINT_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'submitted',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
  'rejected',
] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

export const PRINT_ORDER_STATUS_LABELS: Record<PrintOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Paid',
  submitted: 'Sent to the printer',
  in_production: 'Printing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/** Who moved an order on: the customer, the payment provider, the print provider, an administrator or the system (expiry, jobs). */
export const TRANSITION_SOURCES = ['customer', 'payment', 'provider', 'admin', 'system'] as const;
export type TransitionSource = (typeof TRANSITION_SOURCES)[number];

const source = z
  .object({
    story_id: z.string().trim().min(1).optional(),
    uploaded_book_id: z.string().trim().min(1).optional(),
  })
  .refine((value) => Boolean(value.story_id) !== Boolean(value.uploaded_book_id), { error: 'Give either story_id or uploaded_book_id' });

/** `GET /api/v1/pricing` query: the book, the options (flat), the destination. */
export const quoteQuerySchema = printOptionsSchema
  .extend({
    story_id: z.string().trim().min(1).optional(),
    uploaded_book_id: z.string().trim().min(1).optional(),
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { error: 'country must be a two-letter ISO 3166-1 code' }).default('GB'),
    shipping_level: z.enum(SHIPPING_LEVELS).default(DEFAULT_SHIPPING_LEVEL),
  })
  .refine((value) => !(value.story_id && value.uploaded_book_id), { error: 'Give either story_id or uploaded_book_id, not both' });
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

export const LINE_ITEM_KINDS = ['printing', 'padding', 'finish', 'volume_discount', 'shipping', 'tax'] as const;
export const lineItemSchema = z.object({
  kind: z.enum(LINE_ITEM_KINDS),
  label: z.string(),
  /** Minor units; negative for a discount. */
  amount: z.number().int(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

const dateRange = z.object({ earliest: z.string(), latest: z.string() });

export const quoteSchema = z.object({
  print_options: printOptionsSchema,
  country: z.string(),
  shipping_level: z.enum(SHIPPING_LEVELS),
  /** Pages of the book as made; `padded_pages` blank pages are added to meet the binding's rule. */
  page_count: z.number().int(),
  padded_pages: z.number().int(),
  printed_pages: z.number().int(),
  notices: z.array(z.string()),
  product_code: z.string(),
  spine_width_mm: z.number(),
  cover_spread_mm: z.object({ width: z.number(), height: z.number() }),
  line_items: z.array(lineItemSchema),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string().length(3),
  estimated_dispatch: dateRange,
  estimated_delivery: dateRange,
  price_list_version: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** `GET /api/v1/pricing`: the defaults always; the quote when a book was named. */
export const pricingResponseSchema = z.object({ print_options: printOptionsSchema, quote: quoteSchema.nullable() });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const pageRuleSchema = z.object({
  binding: z.enum(BINDINGS),
  min_pages: z.number().int(),
  max_pages: z.number().int(),
  multiple_of: z.number().int(),
});
export type PageRule = z.infer<typeof pageRuleSchema>;

const optionChoices = z.object({ default: z.union([z.string(), z.number()]), values: z.array(z.object({ value: z.string(), label: z.string() })) });
/** `GET /api/v1/print-orders/options`: the catalogue. */
export const printCatalogueSchema = z.object({
  options: z.object({
    quality: optionChoices,
    binding: optionChoices,
    cover_finish: optionChoices,
    paper_size: optionChoices,
    paper_type: optionChoices,
    color_mode: optionChoices,
  }),
  quantity: z.object({ default: z.number().int(), min: z.number().int(), max: z.number().int() }),
  page_rules: z.array(pageRuleSchema),
  shipping_levels: z.array(z.object({ value: z.enum(SHIPPING_LEVELS), label: z.string() })),
  countries: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      shipping_levels: z.array(z.enum(SHIPPING_LEVELS)),
      /** For a country whose address needs one (SUBDIVISION_COUNTRIES): its ISO 3166-2 subdivisions, by name. */
      subdivisions: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
    }),
  ),
  currency: z.string(),
});
export type PrintCatalogue = z.infer<typeof printCatalogueSchema>;

/** `POST /api/v1/print-orders` (spec §3). */
export const printOrderRequestSchema = z
  .object({
    story_id: z.string().trim().min(1).optional(),
    uploaded_book_id: z.string().trim().min(1).optional(),
    print_options: printOptionsSchema.default(printOptionsSchema.parse({})),
    shipping_address: shippingAddressSchema,
    shipping_level: z.enum(SHIPPING_LEVELS).default(DEFAULT_SHIPPING_LEVEL),
    notes: z.string().trim().max(1000, { error: 'Notes must be at most 1000 characters' }).optional().default(''),
    /** Issue 32: a QR code on the back cover opening the book's read-aloud version; on unless refused, never for an uploaded book. */
    read_aloud_qr: z.boolean().optional(),
  })
  .and(source);
export type PrintOrderRequest = z.input<typeof printOrderRequestSchema>;
export type PrintOrderCreate = z.output<typeof printOrderRequestSchema>;

export const statusChangeSchema = z.object({
  from: z.enum(PRINT_ORDER_STATUSES).nullable(),
  to: z.enum(PRINT_ORDER_STATUSES),
  source: z.enum(TRANSITION_SOURCES),
  /** Why, in words meant for the customer (an administrator's internal reason is never here). */
  reason: z.string().nullable(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const trackingSchema = z.object({ carrier: z.string().nullable(), number: z.string(), url: z.string().nullable() });
export type Tracking = z.infer<typeof trackingSchema>;

export const printOrderSchema = z.object({
  id: z.string(),
  status: z.enum(PRINT_ORDER_STATUSES),
  story_id: z.string().nullable(),
  uploaded_book_id: z.string().nullable(),
  title: z.string(),
  cover_url: z.string().nullable(),
  print_options: printOptionsSchema,
  shipping_address: shippingAddressViewSchema,
  shipping_level: z.enum(SHIPPING_LEVELS),
  notes: z.string(),
  quote: quoteSchema,
  payment_id: z.string().nullable(),
  checkout_url: z.string().nullable(),
  status_reason: z.string().nullable(),
  history: z.array(statusChangeSchema),
  tracking: trackingSchema.nullable(),
  can_cancel: z.boolean(),
  /** The order ended unprinted and its refund is asked for but not yet confirmed by the payment provider. */
  refund_pending: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PrintOrder = z.infer<typeof printOrderSchema>;

export const printOrderListQuerySchema = pageQuerySchema;
