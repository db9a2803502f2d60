import { and, asc, count, eq } from 'drizzle-orm';
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

export type NewCreditPackageRow = typeof creditPackages.$inferInsert;

/** Every package, retired ones included. */
export async function listAllPackages(db: DbOrTx, limit: number, offset: number): Promise<{ rows: CreditPackageRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(creditPackages).orderBy(asc(creditPackages.sortOrder), asc(creditPackages.priceCents), asc(creditPackages.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(creditPackages),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function lockPackage(db: DbOrTx, id: string): Promise<CreditPackageRow | undefined> {
  const [row] = await db.select().from(creditPackages).where(eq(creditPackages.id, id)).for('update');
  return row;
}

export async function insertPackage(db: DbOrTx, values: NewCreditPackageRow): Promise<CreditPackageRow> {
  const [row] = await db.insert(creditPackages).values(values).returning();
  return row!;
}

export async function updatePackageRow(db: DbOrTx, id: string, values: Partial<NewCreditPackageRow>): Promise<CreditPackageRow> {
  const [row] = await db.update(creditPackages).set(values).where(eq(creditPackages.id, id)).returning();
  return row!;
}
