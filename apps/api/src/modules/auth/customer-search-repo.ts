import { count, desc, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { CustomerRow } from './repo';

const matching = (text: string | undefined): SQL | undefined =>
  text ? or(ilike(customers.email, containsPattern(text)), ilike(customers.fullName, containsPattern(text))) : undefined;

/**
 * Customers whose e-mail or name contains `text`, newest first, one page, with how many match in all
 * (a window count, so the table is read once; a page past the end reads it again for the total).
 */
export async function searchCustomerRows(db: DbOrTx, text: string | undefined, limit: number, offset: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = matching(text);
  const found = await db
    .select({ customer: customers, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(limit)
    .offset(offset);
  if (found.length > 0 || offset === 0) return { rows: found.map((row) => row.customer), total: found[0]?.total ?? 0 };
  const [counted] = await db.select({ total: count() }).from(customers).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** The ids of the customers whose e-mail contains `text`. */
export async function findCustomerIdsByEmail(db: DbOrTx, text: string): Promise<string[]> {
  const rows = await db.select({ id: customers.id }).from(customers).where(ilike(customers.email, containsPattern(text)));
  return rows.map((row) => row.id);
}

/** Who these customers are, for a list that names them; an id with no account left is absent. */
export async function findCustomerContacts(db: DbOrTx, ids: readonly string[]): Promise<CustomerContact[]> {
  return db.select({ id: customers.id, email: customers.email, fullName: customers.fullName }).from(customers).where(inArray(customers.id, [...ids]));
}

export interface CustomerContact {
  id: string;
  email: string;
  fullName: string;
}

/** How many accounts there are, and how many were made since `since`. */
export async function countCustomerRows(db: DbOrTx, since: Date): Promise<{ total: number; since: number }> {
  const [row] = await db
    .select({ total: count(), since: sql<number>`count(*) filter (where ${gte(customers.createdAt, since)})`.mapWith(Number) })
    .from(customers);
  return { total: row?.total ?? 0, since: row?.since ?? 0 };
}
