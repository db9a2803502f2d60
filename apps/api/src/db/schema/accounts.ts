import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

export const customers = pgTable(
  'customers',
  {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  profilePictureKey: text('profile_picture_key'),
  role: text('role', { enum: ['admin', 'customer'] }).notNull().default('customer'),
  isVerified: boolean('is_verified').notNull().default(false),
  /** Set by an administrator: the account cannot sign in and its sessions stop at once. */
  disabledAt: at('disabled_at'),
  disabledReason: text('disabled_reason'),
  /** Access tokens issued before this are refused: set by a sign-out and a password reset (ADR 032). */
  tokensValidFrom: at('tokens_valid_from'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  },
  (t) => [index('customers_created_idx').on(t.createdAt)],
);

/** Opaque refresh tokens, stored hashed. One family per sign-in; reuse of a rotated token revokes the family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_customer_idx').on(t.customerId)],
);

/** One-time codes for e-mail verification and password recovery, stored as keyed hashes. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verification', 'password_recovery'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.customerId, t.purpose, t.createdAt)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * What a deleted account had done, kept as dated tallies so the dashboard's history (books made,
 * credits spent, sign-ups, orders) does not fall when the account's rows go (ADR 038). No customer id,
 * nothing personal: a metric, when it happened, and how much.
 */
export const closedAccountHistory = pgTable(
  'closed_account_history',
  {
    id: id(),
    /** `books_made`, `credits_spent`, `customers_signed_up`, or `orders:<status>`. */
    metric: text('metric').notNull(),
    occurredAt: at('occurred_at').notNull(),
    amount: integer('amount').notNull(),
  },
  (t) => [index('closed_account_history_metric_idx').on(t.metric, t.occurredAt)],
);
