import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { SubscriptionStatusGate } from '../../features/subscriptions/components/subscription-status-gate';

/** /dashboard and /home: the dashboard inside the subscription-status check (spec §2). */
export function DashboardRoute() {
  return (
    <SubscriptionStatusGate>
      <DashboardPage />
    </SubscriptionStatusGate>
  );
}
