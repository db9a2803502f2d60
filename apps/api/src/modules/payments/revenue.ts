import type { AppContext } from '../../app-context';
import { sumPaidByMonth } from './revenue-repo';

/** The last `months` calendar months (UTC), oldest first, each with the money kept in it — months without payments at 0. */
export async function revenueByMonth(context: AppContext, currency: string, months: number): Promise<Array<{ month: string; amount_cents: number }>> {
  const now = context.clock.now();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const sums = new Map((await sumPaidByMonth(context.db, currency, first)).map((row) => [row.month, row.amountCents]));
  return Array.from({ length: months }, (_, index) => {
    const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + index, 1));
    const month = start.toISOString().slice(0, 7);
    return { month, amount_cents: sums.get(month) ?? 0 };
  });
}
