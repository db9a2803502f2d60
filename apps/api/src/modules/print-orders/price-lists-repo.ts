import type { DbOrTx } from '../../db/client';
import { printPriceLists } from '../../db/schema';
import type { PriceListRow } from './repo';

export async function insertPriceList(db: DbOrTx, values: typeof printPriceLists.$inferInsert): Promise<PriceListRow> {
  const [row] = await db.insert(printPriceLists).values(values).returning();
  return row!;
}
