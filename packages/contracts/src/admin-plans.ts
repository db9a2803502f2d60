import { z } from 'zod';
import { reasonSchema } from './audit';
import { PLAN_TYPES, planSchema } from './billing';
import { STORY_LENGTHS } from './stories';

const reason = reasonSchema;
const name = z.string().trim().min(1, { error: 'Name is required' }).max(60);
const currency = z.string().trim().toLowerCase().regex(/^[a-z]{3}$/, { error: 'Use a three-letter currency code' });

/** `POST /api/v1/admin/plans`. Prices in minor units. */
export const planCreateSchema = z.object({
  type: z.enum(PLAN_TYPES),
  name,
  description: z.string().trim().max(300).default(''),
  price_cents: z.number().int().min(0).max(1_000_000),
  currency: currency.default('gbp'),
  monthly_credits: z.number().int().min(0).max(100_000),
  features: z.array(z.string().trim().min(1).max(120)).max(20).default([]),
  allow_custom_images: z.boolean().default(false),
  allowed_story_lengths: z.array(z.enum(STORY_LENGTHS)).min(1, { error: 'Allow at least one story length' }),
  sort_order: z.number().int().min(0).max(1000).default(0),
  reason,
});
export type PlanCreate = z.input<typeof planCreateSchema>;

/**
 * `PATCH /api/v1/admin/plans/{id}`: the fields given change. `is_active: false` retires the plan: no new
 * subscriptions, current ones carry on to their period end. A new price applies from the next period.
 */
export const planUpdateSchema = planCreateSchema
  .omit({ type: true, currency: true, reason: true })
  .partial()
  .extend({ is_active: z.boolean().optional(), reason });
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

export const creditPackageCreateSchema = z.object({
  name,
  credits: z.number().int().min(1).max(100_000),
  price_cents: z.number().int().min(1).max(1_000_000),
  currency: currency.default('gbp'),
  sort_order: z.number().int().min(0).max(1000).default(0),
  reason,
});
export type CreditPackageCreate = z.input<typeof creditPackageCreateSchema>;

export const creditPackageUpdateSchema = creditPackageCreateSchema
  .omit({ currency: true, reason: true })
  .partial()
  .extend({ is_active: z.boolean().optional(), reason });
export type CreditPackageUpdate = z.input<typeof creditPackageUpdateSchema>;

/** A plan in the back office, retired ones included, with how many current subscriptions it has. */
export const adminPlanSchema = planSchema.extend({ subscribers: z.number().int() });
export type AdminPlan = z.infer<typeof adminPlanSchema>;
