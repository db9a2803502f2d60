import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { listBooksMadeOf } from '../books/book-stats';
import { listCreditsSpentOf } from '../credits/spend-stats';
import { insertHistory, sumHistory, sumHistoryByPrefix, type HistoryEntry } from './closed-account-history-repo';

const BOOKS = 'books_made';
const CREDITS = 'credits_spent';
const SIGN_UPS = 'customers_signed_up';
const ORDERS = 'orders:';

/**
 * Inside the closing transaction, before the account's rows go: what the account had done, as dated
 * tallies without anything personal, so the dashboard's history does not fall (ADR 038).
 */
export async function keepHistoryOfClosedAccount(tx: Tx, customer: { id: string; createdAt: Date }, deletedOrders: Array<{ status: PrintOrderStatus; createdAt: Date }>): Promise<void> {
  const [books, credits] = await Promise.all([listBooksMadeOf(tx, customer.id), listCreditsSpentOf(tx, customer.id)]);
  const entries: HistoryEntry[] = [
    { metric: SIGN_UPS, occurredAt: customer.createdAt, amount: 1 },
    ...books.map((book) => ({ metric: BOOKS, ...book })),
    ...credits.map((spend) => ({ metric: CREDITS, ...spend })),
    ...deletedOrders.map((order) => ({ metric: `${ORDERS}${order.status}`, occurredAt: order.createdAt, amount: 1 })),
  ];
  await insertHistory(tx, entries);
}

/** What closed accounts had done, to add to the live counts: sign-ups, books and credits (all time and since), orders per status. */
export async function closedAccountTallies(context: AppContext, windows: { signUpsSince: Date; activitySince: Date }) {
  const [signUps, activity, orders] = await Promise.all([
    sumHistory(context.db, [SIGN_UPS], windows.signUpsSince),
    sumHistory(context.db, [BOOKS, CREDITS], windows.activitySince),
    sumHistoryByPrefix(context.db, ORDERS),
  ]);
  const none = { total: 0, since: 0 };
  return {
    signUps: signUps.get(SIGN_UPS) ?? none,
    books: activity.get(BOOKS) ?? none,
    credits: activity.get(CREDITS) ?? none,
    ordersByStatus: new Map(orders.map((row) => [row.metric.slice(ORDERS.length) as PrintOrderStatus, row.total])),
  };
}
