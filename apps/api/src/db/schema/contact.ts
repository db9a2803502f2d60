import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CONTACT_TOPICS } from '@studio/contracts/contact';
import { createdAt, id } from './columns';
import { customers } from './accounts';

/** Messages sent through the contact form, kept so none is lost if e-mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    message: text('message').notNull(),
    /** The account that sent it signed in, from its own verified address; null for anyone else (ADR 032). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
