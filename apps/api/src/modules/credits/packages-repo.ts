import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { creditPackages } from '../../db/schema';

export type CreditPackageRow = typeof creditPackages.$inferSelect;

export async function listActivePackages(db: DbOrTx): Promise<CreditPackageRow[]> {
  return db.select().from(creditPackages).where(eq(creditPackages.isActive, true)).orderBy(asc(creditPackages.sortOrder), asc(creditPackages.priceCents));
}

export async function findActivePackage(db: DbOrTx, id: string): Promise<CreditPackageRow | undefined> {
  const [row] = await db.select().from(creditPackages).where(and(eq(creditPackages.id, id), eq(creditPackages.isActive, true)));
  return row;
}
