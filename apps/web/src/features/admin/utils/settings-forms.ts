import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import { brandSchema, settingsSchema } from '@studio/contracts/settings';

export const brandFormSchema = brandSchema.extend({ reason: reasonSchema });
export type BrandFormInput = z.input<typeof brandFormSchema>;
export type BrandFormValues = z.output<typeof brandFormSchema>;

export const creditCostsFormSchema = z.object({ credit_costs: settingsSchema.shape.credit_costs, reason: reasonSchema });
export type CreditCostsFormInput = z.input<typeof creditCostsFormSchema>;
export type CreditCostsFormValues = z.output<typeof creditCostsFormSchema>;

export const MAX_EXPIRY_HOURS = 720;

/** Blank keeps the server's default (PRINT_ORDER_PAYMENT_HOURS); otherwise whole hours. */
export const orderExpiryFormSchema = z.object({
  hours: z
    .string()
    .trim()
    .refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_EXPIRY_HOURS), {
      error: `Enter whole hours from 1 to ${MAX_EXPIRY_HOURS}, or leave it blank for the server's default`,
    }),
  reason: reasonSchema,
});
export type OrderExpiryFormInput = z.input<typeof orderExpiryFormSchema>;
export type OrderExpiryFormValues = z.output<typeof orderExpiryFormSchema>;

export const expiryHours = (text: string): number | null => (text.trim() === '' ? null : Number(text));
