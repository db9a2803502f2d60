import { and, count, desc, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { CustomerRow } from './repo';

const matching = (text: string | undefined): SQL | undefined =>
  text ? or(ilike(customers.email, containsPattern(text)), ilike(customers.fullName, containsPattern(text))) : undefined;

/** Customers whose e-mail or name contains `text`, newest first, one page. */
export async function searchCustomerRows(db: DbOrTx, text: string | undefined, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = matching(text);
  const [rows, [counted]] = await Promise.all([
    db.select().from(customers).where(where).orderBy(desc(customers.createdAt), desc(customers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many accounts there are, and how many were made since `since`. */
export async function countCustomerRows(db: DbOrTx, since: Date): Promise<{ total: number; since: number }> {
  const [all, recent] = await Promise.all([
    db.select({ total: count() }).from(customers),
    db.select({ total: count() }).from(customers).where(and(gte(customers.createdAt, since))),
  ]);
  return { total: all[0]?.total ?? 0, since: recent[0]?.total ?? 0 };
}
