import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderSort } from '@studio/contracts/admin-orders';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { DbOrTx } from '../../db/client';
import { printOrders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { PrintOrderRow } from './repo';

export interface OrderSearch {
  status?: PrintOrderStatus;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  before?: Date;
  /** Ordered by one of these customers (those whose e-mail matched: auth answers that). */
  customerIds?: readonly string[];
  text?: string;
  sort: AdminOrderSort;
  direction: 'asc' | 'desc';
}

const SORT_COLUMNS = { created_at: printOrders.createdAt, updated_at: printOrders.updatedAt, total: printOrders.totalCents, status: printOrders.status } as const;

function whereOf(search: OrderSearch): SQL | undefined {
  const conditions: Array<SQL | undefined> = [
    search.status ? eq(printOrders.status, search.status) : undefined,
    search.from ? gte(printOrders.createdAt, search.from) : undefined,
    search.before ? lt(printOrders.createdAt, search.before) : undefined,
    // One array parameter, however many customers matched.
    search.customerIds ? sql`${printOrders.customerId} = any(${sql.param([...search.customerIds])}::uuid[])` : undefined,
    search.text
      ? or(
          ilike(printOrders.title, containsPattern(search.text)),
          ilike(sql`${printOrders.id}::text`, containsPattern(search.text)),
          ilike(sql`${printOrders.shippingAddress}->>'full_name'`, containsPattern(search.text)),
        )
      : undefined,
  ];
  const present = conditions.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** The back office's order list: filtered, sorted (ties by id, so pages never overlap), one page. */
export async function searchOrders(db: DbOrTx, search: OrderSearch, limit: number, offset: number): Promise<{ rows: PrintOrderRow[]; total: number }> {
  const where = whereOf(search);
  const by = search.direction === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(printOrders)
      .where(where)
      .orderBy(by(SORT_COLUMNS[search.sort]), by(printOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(printOrders).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
