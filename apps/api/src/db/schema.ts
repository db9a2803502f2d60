import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customers = pgTable('customers', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  profilePictureKey: text('profile_picture_key'),
  role: text('role', { enum: ['admin', 'customer'] }).notNull().default('customer'),
  isVerified: boolean('is_verified').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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

/** What users see of background work; pg-boss holds the queue itself. */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled'] }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    payload: jsonb('payload'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('jobs_customer_idx').on(t.customerId, t.createdAt)],
);

/** Fixed-window counters shared by every API replica. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

