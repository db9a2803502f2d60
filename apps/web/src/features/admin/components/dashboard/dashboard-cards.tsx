import type { Dashboard } from '@studio/contracts/admin-dashboard';
import { formatMoney } from '@studio/contracts/money';
import { BookOpen, Coins, CreditCard, OctagonAlert, PackageSearch, PoundSterling, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatCount } from '../../utils/format';
import { StatCard } from './stat-card';

/** The figures that answer "what is happening, what is stuck, who needs help". */
export function DashboardCards({ dashboard }: { dashboard: Dashboard }) {
  const { customers, subscriptions_by_plan: subscriptions, revenue, orders_needing_attention: needingAttention, credits, books, failed_jobs_24h: failedJobs } = dashboard;
  const subscribed = subscriptions.reduce((sum, plan) => sum + plan.count, 0);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="Customers" icon={Users} value={formatCount(customers.total)} detail={`${formatCount(customers.new_this_week)}\u00a0new this week · ${formatCount(customers.ever)}\u00a0ever`} />
      <StatCard
        label="Active subscriptions"
        icon={CreditCard}
        value={formatCount(subscribed)}
        detail={
          subscriptions.length === 0 ? (
            'No paid subscriptions yet'
          ) : (
            <ul aria-label="Subscriptions by plan" className="flex flex-col">
              {subscriptions.map((plan) => (
                <li key={plan.plan_id} className="flex justify-between gap-2">
                  <span className="truncate">{plan.plan_name}</span>
                  <span className="font-semibold text-ink tabular-nums">{formatCount(plan.count)}</span>
                </li>
              ))}
            </ul>
          )
        }
      />
      <StatCard label="Revenue this month" icon={PoundSterling} tone="good" value={formatMoney(revenue.this_month_cents, revenue.currency)} detail="Payments settled, less refunds" />
      <StatCard
        label="Orders needing attention"
        icon={PackageSearch}
        tone={needingAttention > 0 ? 'attention' : 'neutral'}
        value={formatCount(needingAttention)}
        detail={
          needingAttention > 0 ? (
            <Link to="/admin/orders?sort=updated_at&direction=asc" className="font-semibold text-coral-700 underline-offset-4 hover:underline">
              Paid and waiting for you or the printer — oldest first
            </Link>
          ) : (
            'Nothing stuck'
          )
        }
      />
      <StatCard label="Credits spent" icon={Coins} value={formatCount(credits.spent_this_month)} detail={`this month · ${formatCount(credits.spent_total)} in all`} />
      <StatCard label="Books made" icon={BookOpen} value={formatCount(books.total)} detail={`${formatCount(books.this_month)} this month`} />
      <StatCard
        label="Failed jobs (24 h)"
        icon={OctagonAlert}
        tone={failedJobs > 0 ? 'danger' : 'good'}
        value={formatCount(failedJobs)}
        detail={failedJobs > 0 ? 'Background work that gave up; see the server log' : 'All background work succeeded'}
      />
    </div>
  );
}
