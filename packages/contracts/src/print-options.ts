import { z } from 'zod';
import { wholeNumber } from './numbers';

/** The print options a customer picks (spec §3, §9): values, labels and defaults, shared by the wizard, the API and the catalogue. */

export const PRINT_QUALITIES = ['standard', 'premium'] as const;
export const BINDINGS = ['perfect', 'saddle_stitch', 'hardcover', 'coil'] as const;
export const COVER_FINISHES = ['matte', 'gloss'] as const;
export const PRINT_PAPER_SIZES = ['a4', 'a5', 'us_letter', 'square_8_5'] as const;
export const PAPER_TYPES = ['standard', 'premium'] as const;
export const COLOR_MODES = ['full_color', 'black_white'] as const;
export const SHIPPING_LEVELS = ['MAIL', 'PRIORITY_MAIL', 'GROUND', 'EXPEDITED', 'EXPRESS'] as const;

export type PrintQuality = (typeof PRINT_QUALITIES)[number];
export type Binding = (typeof BINDINGS)[number];
export type CoverFinish = (typeof COVER_FINISHES)[number];
export type PrintPaperSize = (typeof PRINT_PAPER_SIZES)[number];
export type PaperType = (typeof PAPER_TYPES)[number];
export type ColorMode = (typeof COLOR_MODES)[number];
export type ShippingLevel = (typeof SHIPPING_LEVELS)[number];

export const MIN_PRINT_QUANTITY = 1;
export const MAX_PRINT_QUANTITY = 250;

/** Spec §9: quantity 1, a4, standard paper and quality, matte cover, perfect binding, full colour. */
export const DEFAULT_PRINT_OPTIONS = {
  quality: 'standard',
  binding: 'perfect',
  cover_finish: 'matte',
  paper_size: 'a4',
  paper_type: 'standard',
  color_mode: 'full_color',
  quantity: 1,
} as const;
export const DEFAULT_SHIPPING_LEVEL: ShippingLevel = 'MAIL';

export const PRINT_OPTION_LABELS = {
  quality: { standard: 'Standard', premium: 'Premium' },
  binding: { perfect: 'Paperback (perfect bound)', saddle_stitch: 'Stapled booklet (saddle stitch)', hardcover: 'Hardcover', coil: 'Coil bound' },
  cover_finish: { matte: 'Matte', gloss: 'Gloss' },
  paper_size: { a4: 'A4 (210 × 297 mm)', a5: 'A5 (148 × 210 mm)', us_letter: 'US Letter (8.5 × 11 in)', square_8_5: 'Square (8.5 × 8.5 in)' },
  paper_type: { standard: 'Standard (60 lb uncoated)', premium: 'Premium (80 lb coated)' },
  color_mode: { full_color: 'Full colour', black_white: 'Black and white' },
} as const;

export const SHIPPING_LEVEL_LABELS: Record<ShippingLevel, string> = {
  MAIL: 'Standard post',
  PRIORITY_MAIL: 'Priority post',
  GROUND: 'Ground courier',
  EXPEDITED: 'Expedited courier',
  EXPRESS: 'Express courier',
};

export const printOptionsSchema = z.object({
  quality: z.enum(PRINT_QUALITIES).default(DEFAULT_PRINT_OPTIONS.quality),
  binding: z.enum(BINDINGS).default(DEFAULT_PRINT_OPTIONS.binding),
  cover_finish: z.enum(COVER_FINISHES).default(DEFAULT_PRINT_OPTIONS.cover_finish),
  paper_size: z.enum(PRINT_PAPER_SIZES).default(DEFAULT_PRINT_OPTIONS.paper_size),
  paper_type: z.enum(PAPER_TYPES).default(DEFAULT_PRINT_OPTIONS.paper_type),
  color_mode: z.enum(COLOR_MODES).default(DEFAULT_PRINT_OPTIONS.color_mode),
  quantity: wholeNumber(
    z
      .number()
      .int({ error: 'Quantity must be a whole number' })
      .min(MIN_PRINT_QUANTITY, { error: `Quantity must be at least ${MIN_PRINT_QUANTITY}` })
      .max(MAX_PRINT_QUANTITY, { error: `At most ${MAX_PRINT_QUANTITY} copies can be ordered at once` }),
  ).default(DEFAULT_PRINT_OPTIONS.quantity),
});
export type PrintOptions = z.output<typeof printOptionsSchema>;
