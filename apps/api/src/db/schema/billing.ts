import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CREDIT_TRANSACTION_KINDS, PAYMENT_PROVIDERS, PAYMENT_PURPOSES, PAYMENT_STATUSES, PLAN_TYPES, SUBSCRIPTION_STATUSES } from '@studio/contracts/billing';
import type { StoryLength } from '@studio/contracts/stories';
import { at, createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';

/** Seeded by a migration; the admin area edits them. Nothing else may hard-code their values. */
export const plans = pgTable('plans', {
  id: id(),
  type: text('type', { enum: PLAN_TYPES }).notNull(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  interval: text('interval', { enum: ['month'] }).notNull().default('month'),
  monthlyCredits: integer('monthly_credits').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  allowCustomImages: boolean('allow_custom_images').notNull(),
  allowedStoryLengths: jsonb('allowed_story_lengths').$type<StoryLength[]>().notNull(),
  /** How many saved characters the plan keeps (issue 33); the free plan keeps 2 (a backfill migration beside the one adding it). */
  savedCharacters: integer('saved_characters').notNull().default(20),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('plans_price_check', sql`${t.priceCents} >= 0 and ${t.monthlyCredits} >= 0`)]);

export const creditPackages = pgTable('credit_packages', {
  id: id(),
  name: text('name').notNull(),
  credits: integer('credits').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check('credit_packages_check', sql`${t.credits} > 0 and ${t.priceCents} > 0`)]);

/** One row per customer, changed in place as they subscribe, renew, switch and cancel. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  customerId: uuid('customer_id').notNull().unique().references(() => customers.id, { onDelete: 'cascade' }),
  planId: uuid('plan_id').notNull().references(() => plans.id),
  status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  /** Counts the periods of this subscription; ledger references name a period by it. */
  periodNumber: integer('period_number').notNull().default(0),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** A downgrade waiting for the period end. */
  nextPlanId: uuid('next_plan_id').references(() => plans.id),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }),
  /** The provider's recurring object (a Stripe subscription id), when it bills by itself. */
  providerRef: text('provider_ref'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd), index('subscriptions_provider_ref_idx').on(t.providerRef)]);

/**
 * Append-only credit ledger. Each row carries the running balances after it, split into the part that
 * came from the subscription (spent first, expires at period end) and the purchased rest. `seq` numbers a
 * customer's rows without gaps; with the unique index two writers can never both extend the same balance.
 */
export const creditTransactions = pgTable('credit_transactions', {
  id: id(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  delta: integer('delta').notNull(),
  /** The part of `delta` taken from or added to the subscription credits. */
  subscriptionDelta: integer('subscription_delta').notNull(),
  kind: text('kind', { enum: CREDIT_TRANSACTION_KINDS }).notNull(),
  reference: text('reference').notNull(),
  description: text('description').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  subscriptionBalanceAfter: integer('subscription_balance_after').notNull(),
  /** Change to, and total of, the credits held for work under way (books); spendable = balance_after - held_after. */
  heldDelta: integer('held_delta').notNull().default(0),
  heldAfter: integer('held_after').notNull().default(0),
  createdAt: at('created_at').notNull(),
}, (t) => [
  uniqueIndex('credit_transactions_seq_idx').on(t.customerId, t.seq),
  uniqueIndex('credit_transactions_reference_idx').on(t.customerId, t.kind, t.reference),
  index('credit_transactions_kind_idx').on(t.kind, t.createdAt, t.delta),
  check('credit_transactions_balance_check', sql`${t.subscriptionBalanceAfter} >= 0 and ${t.balanceAfter} >= ${t.subscriptionBalanceAfter}`),
  check('credit_transactions_held_check', sql`${t.heldAfter} >= 0`),
]);

/**
 * Credits set aside for one piece of work (a book run), so work started together cannot spend the same
 * credits. `remaining` is what is still held; spends take from it, and the rest is released at the end.
 * Changed only under the customer's billing lock, each change with its ledger row.
 */
export const creditHolds = pgTable('credit_holds', {
  id: id(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull(),
  amount: integer('amount').notNull(),
  remaining: integer('remaining').notNull(),
  createdAt: createdAt(),
  releasedAt: at('released_at'),
}, (t) => [
  uniqueIndex('credit_holds_reference_idx').on(t.customerId, t.reference),
  check('credit_holds_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
]);

export const payments = pgTable('payments', {
  id: id(),
  /** Null once the customer deleted their account: a paid payment is kept, anonymised, for the accounts. */
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
  purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  /** Checkout session or invoice id at the provider. */
  providerRef: text('provider_ref').unique(),
  planId: uuid('plan_id').references(() => plans.id),
  packageId: uuid('package_id').references(() => creditPackages.id),
  credits: integer('credits'),
  returnPath: text('return_path').notNull().default('/pricing'),
  createdAt: at('created_at').notNull(),
  settledAt: at('settled_at'),
}, (t) => [index('payments_customer_idx').on(t.customerId, t.createdAt), index('payments_settled_idx').on(t.status, t.settledAt, t.currency, t.amountCents), check('payments_amount_check', sql`${t.amountCents} >= 0`)]);

/**
 * The refund outbox: every refund is asked for here, in the transaction that decides it (a cancellation,
 * a refusal, a payment that arrived too late), then settled with the provider by a job that retries until
 * the provider confirms. One per payment, so no payment is refunded twice.
 */
export const refunds = pgTable('refunds', {
  id: id(),
  paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  /** What an administrator told the customer about it; sent with the refund's e-mail. */
  customerMessage: text('customer_message'),
  status: text('status', { enum: ['pending', 'refunded'] }).notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  nextAttemptAt: at('next_attempt_at').notNull(),
  /** A worker settling it holds it until then; after that (it stopped) another may. */
  claimedUntil: at('claimed_until'),
  /** The provider's refund id once it confirmed. */
  refundRef: text('refund_ref'),
  createdAt: at('created_at').notNull(),
  refundedAt: at('refunded_at'),
}, (t) => [uniqueIndex('refunds_payment_idx').on(t.paymentId), index('refunds_due_idx').on(t.status, t.nextAttemptAt)]);
