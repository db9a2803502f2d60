import { z } from 'zod';
import { DEFAULT_CREDIT_COSTS, IMAGE_MODELS } from './billing';
import { reasonSchema } from './audit';
import { BRAND } from './constants';

/** Spec §1's brand configuration: how customers reach us, shown in the footer and on the contact page. */
export const brandSchema = z.object({
  support_email: z.email({ error: 'Enter a valid support e-mail address' }).max(254),
  support_phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'Enter a phone number of digits, spaces and an optional leading +' }),
  address: z.string().trim().min(5, { error: 'Enter the postal address' }).max(300),
  opening_hours: z.string().trim().min(3, { error: 'Enter the opening hours' }).max(120),
  founded_year: z.number().int().min(1900).max(2100),
});
export type Brand = z.infer<typeof brandSchema>;

export const DEFAULT_BRAND: Brand = {
  support_email: BRAND.supportEmail,
  support_phone: BRAND.supportPhone,
  address: BRAND.address,
  opening_hours: BRAND.openingHours,
  founded_year: BRAND.foundedYear,
};

/**
 * Every setting an administrator can change, with its default. A key missing from the settings table
 * reads as its default, so a fresh database needs no seeding.
 */
export const settingsSchema = z.object({
  credit_costs: z.object(
    Object.fromEntries(IMAGE_MODELS.map((model) => [model, z.number().int().min(0).max(1000)])) as Record<
      (typeof IMAGE_MODELS)[number],
      z.ZodNumber
    >,
  ),
  brand: brandSchema,
  /** Unpaid print orders are cancelled after this many hours; null keeps the server's PRINT_ORDER_PAYMENT_HOURS. */
  unpaid_order_expiry_hours: z.number().int().min(1).max(720).nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingKey = keyof Settings;
export const SETTING_KEYS = Object.keys(settingsSchema.shape) as SettingKey[];

export const DEFAULT_SETTINGS: Settings = {
  credit_costs: DEFAULT_CREDIT_COSTS,
  brand: DEFAULT_BRAND,
  unpaid_order_expiry_hours: null,
};

/** A change to some settings; each given key replaces that setting whole. */
export const settingsUpdateSchema = settingsSchema.partial().extend({
  reason: reasonSchema,
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;
