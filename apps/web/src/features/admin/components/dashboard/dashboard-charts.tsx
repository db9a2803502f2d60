import type { Dashboard } from '@studio/contracts/admin-dashboard';
import { formatMoney } from '@studio/contracts/money';
import { PRINT_ORDER_STATUS_LABELS } from '@studio/contracts/print-orders';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatMonth } from '../../utils/format';
import { ChartFigure } from './chart-figure';

const CORAL = '#e2603a';
const PLUM = '#7a5bb0';
const INK_SOFT = '#6b6478';
const LINE = '#ecdfcf';
const axisTick = { fill: INK_SOFT, fontSize: 12 };

/**
 * Revenue by month and orders by status. Recharts is large, so this module is loaded on its own
 * (React.lazy in the dashboard page): the cards show before it arrives, and no customer page loads it.
 */
export function DashboardCharts({ dashboard }: { dashboard: Dashboard }) {
  const { currency } = dashboard.revenue;
  const months = dashboard.revenue.by_month.map((month) => ({ label: formatMonth(month.month), amount: month.amount_cents }));
  const statuses = dashboard.orders_by_status.map((entry) => ({ label: PRINT_ORDER_STATUS_LABELS[entry.status], count: entry.count }));
  const money = (cents: number) => formatMoney(cents, currency);
  const wholeMoney = (cents: number) => formatMoney(Math.round(cents / 100) * 100, currency).replace(/\.00$/, '');

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFigure title="Revenue by month" description="The last 12 months, payments less refunds" rows={months.map((month) => [month.label, money(month.amount)])} columns={['Month', 'Revenue']}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart accessibilityLayer={false} data={months} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={LINE} />
            <XAxis dataKey="label" tick={axisTick} tickLine={false} axisLine={{ stroke: LINE }} interval="preserveStartEnd" />
            <YAxis tick={axisTick} tickLine={false} axisLine={false} tickFormatter={(value: number) => wholeMoney(value)} width={64} />
            <Tooltip cursor={{ fill: '#fff3ee' }} formatter={(value) => [money(Number(value)), 'Revenue']} />
            <Bar dataKey="amount" name="Revenue" fill={CORAL} radius={[6, 6, 0, 0]} maxBarSize={36} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
      <ChartFigure title="Orders by status" description="Every print order, by where it is now" rows={statuses.map((status) => [status.label, formatCount(status.count)])} columns={['Status', 'Orders']}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart accessibilityLayer={false} data={statuses} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} stroke={LINE} />
            <XAxis type="number" allowDecimals={false} tick={axisTick} tickLine={false} axisLine={{ stroke: LINE }} />
            <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} axisLine={false} width={128} interval={0} />
            <Tooltip cursor={{ fill: '#f4effa' }} formatter={(value) => [formatCount(Number(value)), 'Orders']} />
            <Bar dataKey="count" name="Orders" fill={PLUM} radius={[0, 6, 6, 0]} maxBarSize={22} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}
