import { z } from 'zod';
import { CREDIT_TRANSACTIONS_LIMIT, DEFAULT_CREDIT_CHECK_IMAGES, DEFAULT_IMAGE_MODEL } from './constants';
import { STORY_LENGTHS } from './stories';
import { wholeNumber } from './numbers';

/** Plans, subscriptions, credits and payments (issue 4). API responses and web forms share these. */

export const PLAN_TYPES = ['free', 'pro', 'premium'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatusValue = (typeof SUBSCRIPTION_STATUSES)[number];

export const CREDIT_TRANSACTION_KINDS = [
  'subscription_grant',
  'subscription_expiry',
  'purchase',
  'image_generation',
  'refund',
  'admin_adjustment',
  /** Credits set aside when a book starts (delta 0: they stay the customer's until spent). */
  'credit_hold',
  /** What a book's hold had left when it ended, spendable again. */
  'hold_release',
] as const;
export type CreditTransactionKind = (typeof CREDIT_TRANSACTION_KINDS)[number];

export const PAYMENT_PURPOSES = ['subscription', 'subscription_renewal', 'credit_package', 'print_order'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Image models that cost credits, and their default cost per image (the `credit_costs` setting overrides them). */
export const IMAGE_MODELS = ['builtin', 'gpt-image-1-mini', 'gpt-image-1'] as const;
export type ImageModel = (typeof IMAGE_MODELS)[number];
export const DEFAULT_CREDIT_COSTS: Record<ImageModel, number> = { builtin: 1, 'gpt-image-1-mini': 1, 'gpt-image-1': 4 };

/** The in-app checkout page of the test payment provider. */
export const TEST_CHECKOUT_PATH = '/checkout/test';
export const TEST_MODE_NOTICE = 'Test mode — no real charge';

const money = { price_cents: z.number().int().min(0), currency: z.string().length(3) };

export const planSchema = z.object({
  id: z.string(),
  type: z.enum(PLAN_TYPES),
  name: z.string(),
  description: z.string(),
  ...money,
  interval: z.literal('month'),
  monthly_credits: z.number().int().min(0),
  features: z.array(z.string()),
  allow_custom_images: z.boolean(),
  allowed_story_lengths: z.array(z.enum(STORY_LENGTHS)),
  /** How many characters a customer may save for their next books (issue 33). */
  saved_characters: z.number().int().min(0),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

export const subscribeRequestSchema = z.object({ plan_id: z.string().min(1) });
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.object({ type: z.enum(PLAN_TYPES), name: z.string() }),
  plan_id: z.string(),
  plan_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  /** The plan that takes over at period end (a scheduled downgrade), if any. */
  next_plan: z.object({ id: z.string(), type: z.enum(PLAN_TYPES), name: z.string() }).nullable(),
  current_credits: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionStatusSchema = z.object({
  has_plan: z.boolean(),
  is_free_plan: z.boolean(),
  needs_plan_selection: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** A payment the customer still has to complete at `checkout_url`. */
export const paymentStartSchema = z.object({ payment_id: z.string(), checkout_url: z.string() });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

export const SUBSCRIBE_OUTCOMES = ['activated', 'scheduled', 'payment_required'] as const;
export const subscribeResponseSchema = z.object({
  /** activated: in force now; scheduled: takes over at period end; payment_required: pay at checkout_url. */
  outcome: z.enum(SUBSCRIBE_OUTCOMES),
  message: z.string(),
  subscription: subscriptionSchema.nullable(),
  payment_id: z.string().nullable(),
  checkout_url: z.string().nullable(),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

export const cancelResponseSchema = z.object({ message: z.string(), subscription: subscriptionSchema });
export type CancelResponse = z.infer<typeof cancelResponseSchema>;

/**
 * `balance` is everything spendable now (subscription credits left + purchased credits), not counting
 * `held_credits`, which are set aside for books being illustrated (spent as their pictures are made, the
 * rest given back when they end). Held credits count as used this period, so when `balance` is 0,
 * `subscription_credits - credits_used_this_period` is never above 0 and the web's fallback rule (§9) agrees.
 */
export const creditBalanceSchema = z.object({
  balance: z.number().int().min(0),
  subscription_credits: z.number().int().min(0),
  credits_used_this_period: z.number().int().min(0),
  available_credits: z.number().int().min(0),
  purchased_credits: z.number().int().min(0),
  held_credits: z.number().int().min(0),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

export const creditCheckRequestSchema = z.object({
  model: z.enum(IMAGE_MODELS).default(DEFAULT_IMAGE_MODEL),
  num_images: z.number().int().min(1).max(1000).default(DEFAULT_CREDIT_CHECK_IMAGES),
});
export type CreditCheckRequest = z.input<typeof creditCheckRequestSchema>;

export const creditCheckSchema = z.object({
  model: z.enum(IMAGE_MODELS),
  num_images: z.number().int(),
  cost_per_image: z.number().int(),
  required: z.number().int(),
  available: z.number().int(),
  sufficient: z.boolean(),
});
export type CreditCheck = z.infer<typeof creditCheckSchema>;

export const creditPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int().min(1),
  ...money,
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/**
 * One ledger entry. `delta` and `balance_after` count every credit the customer owns, held ones too;
 * `held_delta` is the change to the credits held for books under way and `held_after` their total, so
 * what was free to spend afterwards is `balance_after - held_after`.
 */
export const creditTransactionSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  kind: z.enum(CREDIT_TRANSACTION_KINDS),
  reference: z.string(),
  description: z.string(),
  balance_after: z.number().int(),
  held_delta: z.number().int(),
  held_after: z.number().int().min(0),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransactionSchema>;

export const creditTransactionsQuerySchema = z.object({
  limit: wholeNumber(z.number().int().min(1).max(200)).default(CREDIT_TRANSACTIONS_LIMIT),
  /** Rows to skip, newest first: the next page starts where the last one ended. */
  offset: wholeNumber(z.number().int().min(0).max(1_000_000)).default(0),
});
export const creditTransactionsSchema = z.object({ items: z.array(creditTransactionSchema) });
export type CreditTransactions = z.infer<typeof creditTransactionsSchema>;

/** Where to come back to after checkout: an in-app path only (never another site). */
export const returnPathSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: 'Use an in-app path such as /pricing' })
  .max(300);
export const paymentStartRequestSchema = z.object({ return_path: returnPathSchema.optional() });

export const paymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  description: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  return_path: z.string(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

