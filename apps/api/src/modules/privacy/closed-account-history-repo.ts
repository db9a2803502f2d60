import { and, gte, inArray, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { closedAccountHistory } from '../../db/schema';

export interface HistoryEntry {
  metric: string;
  occurredAt: Date;
  amount: number;
}

export async function insertHistory(db: DbOrTx, entries: HistoryEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(closedAccountHistory).values(entries);
}

/** Per metric: the sum of all time and of what happened since `since`. */
export async function sumHistory(db: DbOrTx, metrics: string[], since: Date): Promise<Map<string, { total: number; since: number }>> {
  const rows = await db
    .select({
      metric: closedAccountHistory.metric,
      total: sql<number>`coalesce(sum(${closedAccountHistory.amount}), 0)`.mapWith(Number),
      since: sql<number>`coalesce(sum(${closedAccountHistory.amount}) filter (where ${gte(closedAccountHistory.occurredAt, since)}), 0)`.mapWith(Number),
    })
    .from(closedAccountHistory)
    .where(inArray(closedAccountHistory.metric, metrics))
    .groupBy(closedAccountHistory.metric);
  return new Map(rows.map((row) => [row.metric, { total: row.total, since: row.since }]));
}

/** Metrics that start with `prefix` (`orders:`), with their sums of all time. */
export async function sumHistoryByPrefix(db: DbOrTx, prefix: string): Promise<Array<{ metric: string; total: number }>> {
  return db
    .select({ metric: closedAccountHistory.metric, total: sql<number>`coalesce(sum(${closedAccountHistory.amount}), 0)`.mapWith(Number) })
    .from(closedAccountHistory)
    .where(and(like(closedAccountHistory.metric, `${prefix}%`)))
    .groupBy(closedAccountHistory.metric);
}
