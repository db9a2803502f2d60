import type { AdminAlert } from '@studio/contracts/admin-dashboard';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../utils/format';

/** Alerts about a print order (refused, in ERROR, dearer than its price) name the order: the place to act. */
const orderOf = (alert: AdminAlert) => (alert.kind.startsWith('print_') ? alert.reference : null);

/** What needs an administrator now (a refund that keeps failing, an order the printer refused); gone once it is resolved. */
export function DashboardAlerts({ alerts }: { alerts: AdminAlert[] }) {
  if (alerts.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-alerts" className="rounded-xl border border-coral-300 bg-coral-50 p-4">
      <h2 id="dashboard-alerts" className="flex items-center gap-2 font-semibold text-coral-700">
        <TriangleAlert aria-hidden className="size-5" />
        Needs your attention ({alerts.length})
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {alerts.map((alert) => (
          <li key={alert.id} className="text-sm">
            <p className="font-semibold text-ink">{alert.subject}</p>
            <p className="text-ink-soft break-words">{alert.detail}</p>
            <p className="text-xs text-ink-soft">
              Since {formatDateTime(alert.created_at)}
              {orderOf(alert) && (
                <>
                  {' · '}
                  <Link to={`/admin/orders/${orderOf(alert)}`} className="font-semibold text-coral-700 underline-offset-4 hover:underline">
                    Open the order
                  </Link>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
