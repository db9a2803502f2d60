import { useLocation } from 'react-router';
import { useIsAuthenticated, useIsCheckingSession, useSessionStore } from '../../../lib/session-store';
import { useCreditBalance } from '../../../features/credits/api/get-credit-balance';
import { getAvailableCredits } from '@studio/contracts/credits';
import { useSubscriptionData } from '../../../features/subscriptions/hooks/use-subscription-data';
import { isFreePlan } from '../../../features/subscriptions/utils/plan-rules';

/** Everything the header shows about the visitor, read once for desktop and mobile alike. */
export function useHeaderAccount() {
  const customer = useSessionStore((state) => state.customer);
  const isAuthenticated = useIsAuthenticated();
  const isChecking = useIsCheckingSession();
  const { pathname } = useLocation();
  const { subscription, hasLoaded: hasLoadedSubscription } = useSubscriptionData();
  const { data: balance, isError: balanceFailed } = useCreditBalance({ enabled: isAuthenticated && !isChecking });
  return {
    customer: isAuthenticated ? customer : null,
    isAdmin: isAuthenticated && customer?.role === 'admin',
    // Null while the balance loads: a placeholder, not a "0 credits" that then jumps.
    credits: balance || balanceFailed ? getAvailableCredits(balance, subscription) : null,
    isFreePlan: hasLoadedSubscription && isFreePlan(subscription),
    isOnBookPage: pathname.startsWith('/book/'),
  };
}
