import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { CONTACT_TOPICS } from '@studio/contracts/contact';
import { createdAt, id } from './columns';

/** Messages sent through the contact form, kept so none is lost if e-mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic', { enum: CONTACT_TOPICS }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
