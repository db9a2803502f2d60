import type { Dashboard } from '@studio/contracts/admin-dashboard';
import type { AppContext } from '../../app-context';
import { openAlerts } from '../alerts/alerts';
import { countCustomers } from '../auth/admin-accounts';
import { booksMade } from '../books/book-stats';
import { creditsSpent } from '../credits/spend-stats';
import { failedJobsSince } from '../jobs/job-stats';
import { closedAccountTallies } from '../privacy/closed-account-history';
import { revenueByMonth } from '../payments/revenue';
import { ordersByStatus, ordersNeedingAttention } from '../print-orders/order-stats';
import { subscriptionsByPlan } from '../subscriptions/plan-subscribers';

const DAY_MS = 86_400_000;
/** Revenue is reported in the catalogue's currency (plans, packs and prints are all priced in it). */
const CURRENCY = 'gbp';
const MONTHS = 12;

/**
 * What is happening, what is stuck, who needs help: every figure an aggregate asked of the module that
 * owns its table, run side by side. Weeks are the last 7 days; months are calendar months in UTC.
 */
export async function getDashboard(context: AppContext): Promise<Dashboard> {
  const now = context.clock.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [customers, plans, revenue, orders, attention, spent, books, failedJobs, alerts, closed] = await Promise.all([
    countCustomers(context, weekAgo),
    subscriptionsByPlan(context),
    revenueByMonth(context, CURRENCY, MONTHS),
    ordersByStatus(context),
    ordersNeedingAttention(context),
    creditsSpent(context, monthStart),
    booksMade(context, monthStart),
    failedJobsSince(context, new Date(now.getTime() - DAY_MS)),
    openAlerts(context),
    closedAccountTallies(context, { signUpsSince: weekAgo, activitySince: monthStart }),
  ]);
  // History (sign-ups, books, credits, orders) counts what deleted accounts did too; `customers.total` is the accounts there are now.
  return {
    generated_at: now.toISOString(),
    customers: { total: customers.total, new_this_week: customers.since + closed.signUps.since, ever: customers.total + closed.signUps.total },
    subscriptions_by_plan: plans.map((plan) => ({ plan_id: plan.planId, plan_name: plan.planName, plan_type: plan.planType, count: plan.count })),
    revenue: { currency: CURRENCY.toUpperCase(), this_month_cents: revenue.at(-1)?.amount_cents ?? 0, by_month: revenue },
    orders_by_status: orders.map((row) => ({ status: row.status, count: row.count + (closed.ordersByStatus.get(row.status) ?? 0) })),
    orders_needing_attention: attention,
    credits: { spent_this_month: spent.since + closed.credits.since, spent_total: spent.total + closed.credits.total },
    books: { total: books.total + closed.books.total, this_month: books.since + closed.books.since },
    failed_jobs_24h: failedJobs,
    alerts,
  };
}
