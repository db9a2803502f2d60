import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Character } from '@studio/contracts/stories';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';

/** A family's saved characters (issue 33); a story copies one into its own cast, never refers to it. */
export const savedCharacters = pgTable(
  'saved_characters',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    character: jsonb('character').$type<Character>().notNull(),
    /** The photo (re-encoded WebP under `characters/<customer>/`), on paid plans. */
    photoKey: text('photo_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('saved_characters_customer_idx').on(t.customerId, t.createdAt)],
);
