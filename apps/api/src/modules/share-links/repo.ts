import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shareLinks } from '../../db/schema';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

const isLive = (now: Date) => and(isNull(shareLinks.revokedAt), or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)))!;

export async function insertShareLink(db: DbOrTx, values: Pick<ShareLinkRow, 'customerId' | 'storyId' | 'token' | 'label' | 'author' | 'expiresAt' | 'createdAt'>): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

/** At most `limit` of the story's links: the live ones first (there are never more than the limit), then the newest. */
export async function listShareLinksOfStory(db: DbOrTx, storyId: string, now: Date, limit: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.storyId, storyId))
    .orderBy(desc(sql`coalesce(${isLive(now)}, false)`), desc(shareLinks.createdAt))
    .limit(limit);
}

export async function listShareLinksOfCustomer(db: DbOrTx, customerId: string): Promise<ShareLinkRow[]> {
  return db.select().from(shareLinks).where(eq(shareLinks.customerId, customerId)).orderBy(desc(shareLinks.createdAt));
}

export async function countLiveShareLinks(db: DbOrTx, storyId: string, now: Date): Promise<number> {
  const [row] = await db.select({ value: count() }).from(shareLinks).where(and(eq(shareLinks.storyId, storyId), isLive(now)));
  return row?.value ?? 0;
}

/** Revokes the story's link; undefined when the story has no such link. Revoking twice keeps the first time. */
export async function revokeShareLink(db: DbOrTx, storyId: string, linkId: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shareLinks.id, linkId), eq(shareLinks.storyId, storyId)))
    .returning();
  return row;
}

/** A live link, counted as one open in the same statement; undefined when unknown, revoked or expired. */
export async function openShareLink(db: DbOrTx, token: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ opens: sql`${shareLinks.opens} + 1`, lastOpenedAt: now })
    .where(and(eq(shareLinks.token, token), isLive(now)))
    .returning();
  return row;
}

/** A live link, without counting an open (the page's share tags). */
export async function findLiveShareLink(db: DbOrTx, token: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(and(eq(shareLinks.token, token), isLive(now)));
  return row;
}

/** A live link by its id (a print order's read-aloud link), or undefined. */
export async function findLiveShareLinkById(db: DbOrTx, id: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(and(eq(shareLinks.id, id), isLive(now)));
  return row;
}
