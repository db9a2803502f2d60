import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PrintOptions, ShippingLevel } from '@studio/contracts/print-options';
import { PRINT_ORDER_STATUSES, TRANSITION_SOURCES, type Quote } from '@studio/contracts/print-orders';
import type { PriceList } from '@studio/contracts/print-prices';
import type { ShippingAddress } from '@studio/contracts/shipping-address';
import { at, createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';
import { payments } from './billing';
import { stories } from './stories';
import { uploadedBooks } from './uploaded-books';
import { shareLinks } from './share-links';

/** The print price list, one row per version: an edit is a new version, and a quote names the one it used. */
export const printPriceLists = pgTable('print_price_lists', {
  version: serial('version').primaryKey(),
  prices: jsonb('prices').$type<PriceList>().notNull(),
  note: text('note'),
  createdBy: uuid('created_by').references(() => customers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export interface OrderTracking {
  carrier: string | null;
  number: string;
  url: string | null;
}

export const printOrders = pgTable(
  'print_orders',
  {
    id: id(),
    /** Null once the customer deleted their account: a paid order is kept, anonymised, for the accounts. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The book printed; an order outlives a deleted story, keeping its title and files. */
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'set null' }),
    uploadedBookId: uuid('uploaded_book_id').references(() => uploadedBooks.id, { onDelete: 'set null' }),
    /** The never-expiring link the back cover's QR code opens (issue 32); null when the order has none. */
    readAloudLinkId: uuid('read_aloud_link_id').references(() => shareLinks.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    status: text('status', { enum: PRINT_ORDER_STATUSES }).notNull().default('pending_payment'),
    statusReason: text('status_reason'),
    printOptions: jsonb('print_options').$type<PrintOptions>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    shippingLevel: text('shipping_level').$type<ShippingLevel>().notNull(),
    notes: text('notes').notNull().default(''),
    /** The quote frozen when the order was placed: what the customer pays, whatever the price list says later. */
    quote: jsonb('quote').$type<Quote>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    /** Where the customer pays this order (the test checkout page or the provider's hosted page). */
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    provider: text('provider', { enum: ['manual', 'lulu'] }),
    /** Saved before the job is handed to the provider, so it is never submitted twice. */
    providerJobId: text('provider_job_id'),
    providerStatus: text('provider_status'),
    interiorKey: text('interior_key'),
    coverKey: text('cover_key'),
    tracking: jsonb('tracking').$type<OrderTracking>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: at('paid_at'),
    /** Set with the cancellation or refusal that asked for the refund; the order says "refund pending" until it is refunded. */
    refundRequestedAt: at('refund_requested_at'),
  },
  (t) => [
    uniqueIndex('print_orders_idempotency_idx').on(t.customerId, t.idempotencyKey),
    uniqueIndex('print_orders_provider_job_idx').on(t.provider, t.providerJobId),
    uniqueIndex('print_orders_payment_idx').on(t.paymentId),
    index('print_orders_customer_idx').on(t.customerId, t.createdAt),
    index('print_orders_status_idx').on(t.status, t.updatedAt),
    check('print_orders_total_check', sql`${t.totalCents} >= 0`),
    check('print_orders_book_check', sql`(${t.storyId} is not null) or (${t.uploadedBookId} is not null) or ${t.status} <> 'pending_payment'`),
  ],
);

/** Every status change of an order: from, to, who, why, when. */
export const printOrderEvents = pgTable(
  'print_order_events',
  {
    id: id(),
    /** Orders the history when two changes share a timestamp. */
    seq: serial('seq').notNull(),
    orderId: uuid('order_id').notNull().references(() => printOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: PRINT_ORDER_STATUSES }),
    toStatus: text('to_status', { enum: PRINT_ORDER_STATUSES }).notNull(),
    source: text('source', { enum: TRANSITION_SOURCES }).notNull(),
    /** Why, as recorded; an administrator's own reason is internal (audit only) and never shown to the customer. */
    reason: text('reason'),
    /** What an administrator chose to tell the customer about this change, shown in their order history and e-mails. */
    customerMessage: text('customer_message'),
    actorId: uuid('actor_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('print_order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Status webhooks from the print provider, recorded before they are applied (and once each). */
export const printProviderEvents = pgTable(
  'print_provider_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerJobId: text('provider_job_id').notNull(),
    status: text('status').notNull(),
    bodyHash: text('body_hash').notNull(),
    payload: jsonb('payload').notNull(),
    changedAt: at('changed_at'),
    receivedAt: createdAt(),
    appliedAt: at('applied_at'),
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('print_provider_events_body_idx').on(t.provider, t.bodyHash), index('print_provider_events_job_idx').on(t.provider, t.providerJobId)],
);
