import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/** Money kept (paid, not refunded) in one currency, per calendar month (UTC) of settlement, from `since` on. */
export async function sumPaidByMonth(db: DbOrTx, currency: string, since: Date): Promise<Array<{ month: string; amountCents: number }>> {
  const month = sql<string>`to_char(date_trunc('month', ${payments.settledAt} at time zone 'UTC'), 'YYYY-MM')`;
  const rows = await db
    .select({ month, amountCents: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), gte(payments.settledAt, since), sql`lower(${payments.currency}) = ${currency.toLowerCase()}`))
    .groupBy(month);
  return rows.map((row) => ({ month: row.month, amountCents: Number(row.amountCents) }));
}
