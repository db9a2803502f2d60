import type { PrintOrderStatus } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { CLOSED_ACCOUNT_METRICS, type CustomerDataHolder } from '../../customer-lifecycle';
import { insertHistory, sumHistory, sumHistoryByPrefix } from './closed-account-history-repo';

const { booksMade: BOOKS, creditsSpent: CREDITS, signUps: SIGN_UPS, ordersPrefix: ORDERS } = CLOSED_ACCOUNT_METRICS;

/**
 * Inside the closing transaction, before the account's rows go: what the account had done, as dated
 * tallies without anything personal, so the dashboard's history does not fall (ADR 038).
 */
export async function keepHistoryOfClosedAccount(tx: Tx, customer: { id: string; createdAt: Date }, holders: ReadonlyArray<CustomerDataHolder<AppContext>>): Promise<void> {
  const tallies = await Promise.all(holders.map((holder) => holder.historyOfClosedAccount?.(tx, customer.id) ?? []));
  await insertHistory(tx, [{ metric: SIGN_UPS, occurredAt: customer.createdAt, amount: 1 }, ...tallies.flat()]);
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
