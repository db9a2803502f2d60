import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { customers } from './accounts';
import { stories } from './stories';

/**
 * A private link to read one book signed out (issue 32). The row goes with its story or its owner
 * (ON DELETE CASCADE), so deleting either kills the link; a revoked link keeps its row for the owner's list.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    /** 256 random bits, base64url: the capability itself, shown again to the owner, so kept as is. */
    token: text('token').notNull(),
    label: text('label').notNull().default(''),
    /** The author the reader sees, as the owner chose it; none when null. */
    author: text('author'),
    expiresAt: at('expires_at'),
    revokedAt: at('revoked_at'),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: at('last_opened_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_token_idx').on(t.token), index('share_links_story_idx').on(t.storyId, t.createdAt), index('share_links_customer_idx').on(t.customerId)],
);
