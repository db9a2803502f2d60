import { z } from 'zod';
import { reasonSchema } from '@studio/contracts/audit';
import { PLAN_TYPES } from '@studio/contracts/billing';
import type { AdminPlan, PlanCreate, PlanUpdate } from '@studio/contracts/admin-plans';
import { STORY_LENGTHS } from '@studio/contracts/stories';
import { moneyInputSchema, moneyInputValue, parseMoneyInput } from './money-input';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Enter a whole number' })
    .int({ error: 'Enter a whole number' })
    .min(min, { error: `Enter at least ${min}` })
    .max(max, { error: `Enter at most ${max.toLocaleString('en-GB')}` });

/**
 * The plan form as people fill it in: the price in pounds (sent as integer pence), features as rows.
 * The request built from it is checked again against the contract before it is sent.
 */
export const planFormSchema = z
  .object({
    type: z.enum(PLAN_TYPES),
    name: z.string().trim().min(1, { error: 'Name is required' }).max(60, { error: 'Keep the name to 60 characters' }),
    description: z.string().trim().max(300, { error: 'Keep the description to 300 characters' }),
    price: moneyInputSchema,
    monthly_credits: wholeNumber(0, 100_000),
    features: z
      .array(z.object({ text: z.string().trim().min(1, { error: 'Write the feature, or remove the row' }).max(120, { error: 'Keep a feature to 120 characters' }) }))
      .max(20, { error: 'At most 20 features' }),
    allowed_story_lengths: z.array(z.enum(STORY_LENGTHS)).min(1, { error: 'Allow at least one story length' }),
    allow_custom_images: z.boolean(),
    saved_characters: wholeNumber(0, 100),
    sort_order: wholeNumber(0, 1000),
    is_active: z.boolean(),
    reason: reasonSchema,
  })
  .refine((plan) => plan.type !== 'free' || parseMoneyInput(plan.price) === 0, { error: 'The free plan costs 0', path: ['price'] })
  .refine((plan) => plan.type === 'free' || (parseMoneyInput(plan.price) ?? 0) > 0, { error: 'A paid plan must cost more than 0', path: ['price'] });
export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

export function planFormDefaults(plan?: AdminPlan): PlanFormInput {
  return {
    type: plan?.type ?? 'pro',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? moneyInputValue(plan.price_cents) : '',
    monthly_credits: plan?.monthly_credits ?? 0,
    features: (plan?.features ?? []).map((text) => ({ text })),
    allowed_story_lengths: plan?.allowed_story_lengths ?? ['short'],
    allow_custom_images: plan?.allow_custom_images ?? false,
    saved_characters: plan?.saved_characters ?? 20,
    sort_order: plan?.sort_order ?? 0,
    is_active: plan?.is_active ?? true,
    reason: '',
  };
}

function planFields(values: PlanFormValues) {
  return {
    name: values.name,
    description: values.description,
    price_cents: parseMoneyInput(values.price) ?? 0,
    monthly_credits: values.monthly_credits,
    features: values.features.map((feature) => feature.text),
    allowed_story_lengths: STORY_LENGTHS.filter((length) => values.allowed_story_lengths.includes(length)),
    allow_custom_images: values.allow_custom_images,
    saved_characters: values.saved_characters,
    sort_order: values.sort_order,
  };
}

export function toPlanCreate(values: PlanFormValues): PlanCreate {
  return { type: values.type, currency: 'gbp', ...planFields(values), reason: values.reason };
}

/** Every field an administrator can edit, as the plan has them now. */
export function editablePlanFields(plan: AdminPlan): Omit<PlanUpdate, 'reason'> {
  const { name, description, price_cents, monthly_credits, features, allowed_story_lengths, allow_custom_images, saved_characters, sort_order, is_active } = plan;
  return { name, description, price_cents, monthly_credits, features, allowed_story_lengths, allow_custom_images, saved_characters, sort_order, is_active };
}

/**
 * The edit as a PATCH; null when nothing changed. Every editable field is sent, not only the changed
 * ones: the contract's update schema fills omitted fields with the create schema's defaults (an empty
 * description, no features…), so a partial PATCH would wipe them. The audit log still records only
 * the fields that differ.
 */
export function toPlanUpdate(values: PlanFormValues, plan: AdminPlan): PlanUpdate | null {
  const fields = { ...planFields(values), is_active: values.is_active };
  const current = editablePlanFields(plan);
  const changed = Object.entries(fields).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key as keyof typeof current]));
  return changed ? { ...fields, reason: values.reason } : null;
}

/** Where the server's field errors go on the form. */
export function planFormField(field: string): keyof PlanFormInput | undefined {
  if (field === 'price_cents') return 'price';
  if (field.startsWith('features')) return 'features';
  const known: Array<keyof PlanFormInput> = ['type', 'name', 'description', 'monthly_credits', 'allowed_story_lengths', 'allow_custom_images', 'saved_characters', 'sort_order', 'is_active', 'reason'];
  return known.find((name) => name === field);
}
