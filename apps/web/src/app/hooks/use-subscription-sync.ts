import { useEffect } from 'react';
import { SUBSCRIPTION_FETCH_DELAY_MS } from '@studio/contracts/constants';
import { useIsAuthenticated, useIsCheckingSession, useSessionStore } from '../../lib/session-store';
import { useSubscriptionStore } from '../../features/subscriptions/stores/subscription-store';

/** Spec §4: subscription data is fetched 100 ms after the auth check, and forgotten on sign-out. */
export function useSubscriptionSync(): void {
  const isChecking = useIsCheckingSession();
  const isAuthenticated = useIsAuthenticated();
  const customerId = useSessionStore((state) => state.customer?.id);

  useEffect(() => {
    if (isChecking) return;
    if (!isAuthenticated) {
      useSubscriptionStore.getState().reset();
      return;
    }
    const timer = window.setTimeout(
      () => void useSubscriptionStore.getState().fetchSubscriptionData(),
      SUBSCRIPTION_FETCH_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isChecking, isAuthenticated, customerId]);
}
