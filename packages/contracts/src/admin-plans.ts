import { z } from 'zod';
import { reasonSchema } from './audit';
import { PLAN_TYPES, planSchema } from './billing';
import { STORY_LENGTHS } from './stories';

const reason = reasonSchema;
const name = z.string().trim().min(1, { error: 'Name is required' }).max(60);
const currency = z.string().trim().toLowerCase().regex(/^[a-z]{3}$/, { error: 'Use a three-letter currency code' });

// The editable fields without defaults: an update built from them with `.partial()` changes only what it
// names (zod keeps a `.default()` through `.partial()`, which would reset every field left out).
const planFields = {
  name,
  description: z.string().trim().max(300),
  price_cents: z.number().int().min(0).max(1_000_000),
  monthly_credits: z.number().int().min(0).max(100_000),
  features: z.array(z.string().trim().min(1).max(120)).max(20),
  allow_custom_images: z.boolean(),
  allowed_story_lengths: z.array(z.enum(STORY_LENGTHS)).min(1, { error: 'Allow at least one story length' }),
  saved_characters: z.number().int().min(0).max(100),
  sort_order: z.number().int().min(0).max(1000),
};

/** `POST /api/v1/admin/plans`. Prices in minor units. */
export const planCreateSchema = z.object({
  ...planFields,
  type: z.enum(PLAN_TYPES),
  description: planFields.description.default(''),
  currency: currency.default('gbp'),
  features: planFields.features.default([]),
  allow_custom_images: planFields.allow_custom_images.default(false),
  saved_characters: planFields.saved_characters.default(20),
  sort_order: planFields.sort_order.default(0),
  reason,
});
export type PlanCreate = z.input<typeof planCreateSchema>;

/**
 * `PATCH /api/v1/admin/plans/{id}`: only the fields given change. `is_active: false` retires the plan: no
 * new subscriptions, current ones carry on to their period end. A new price applies from the next period.
 */
export const planUpdateSchema = z.object(planFields).partial().extend({ is_active: z.boolean().optional(), reason });
export type PlanUpdate = z.input<typeof planUpdateSchema>;

export const adminCreditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminCreditPackage = z.infer<typeof adminCreditPackageSchema>;

const packageFields = {
  name,
  credits: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(1).max(1_000_000),
  sort_order: z.number().int().min(0).max(1000),
};

export const creditPackageCreateSchema = z.object({
  ...packageFields,
  currency: currency.default('gbp'),
  sort_order: packageFields.sort_order.default(0),
  reason,
});
export type CreditPackageCreate = z.input<typeof creditPackageCreateSchema>;

/** `PATCH /api/v1/admin/credit-packages/{id}`: only the fields given change. */
export const creditPackageUpdateSchema = z.object(packageFields).partial().extend({ is_active: z.boolean().optional(), reason });
export type CreditPackageUpdate = z.input<typeof creditPackageUpdateSchema>;

/** A plan in the back office, retired ones included, with how many current subscriptions it has. */
export const adminPlanSchema = planSchema.extend({ subscribers: z.number().int() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
