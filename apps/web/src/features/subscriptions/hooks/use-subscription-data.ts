import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Subscription, SubscriptionStatus } from '@studio/contracts/billing';
import { SUBSCRIPTION_FETCH_DELAY_MS } from '@studio/contracts/constants';
import { useIsAuthenticated, useIsCheckingSession, useSessionStore } from '../../../lib/session-store';
import { subscriptionQueryOptions } from '../api/get-subscription';
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status';

export const SUBSCRIPTION_LOAD_ERROR = 'Failed to load subscription data';

export interface SubscriptionData {
  subscription: Subscription | null;
  status: SubscriptionStatus | null;
  /** True once both have loaded without error, so "no subscription" really means none. */
  hasLoaded: boolean;
  error: string | null;
  refetch: () => Promise<void>;
}

/** Spec §4: subscription data is fetched 100 ms after the auth check; a signed-out visitor has none. */
export function useSubscriptionData(): SubscriptionData {
  const isChecking = useIsCheckingSession();
  const isAuthenticated = useIsAuthenticated();
  const customerId = useSessionStore((state) => state.customer?.id);
  const isReady = useReadyAfter(SUBSCRIPTION_FETCH_DELAY_MS, !isChecking && isAuthenticated);
  const subscription = useQuery({ ...subscriptionQueryOptions(customerId), enabled: isReady });
  const status = useQuery({ ...subscriptionStatusQueryOptions(customerId), enabled: isReady });
  const isError = subscription.isError || status.isError;

  useEffect(() => {
    if (isError) console.error(SUBSCRIPTION_LOAD_ERROR, subscription.error ?? status.error);
  }, [isError, subscription.error, status.error]);

  if (!isAuthenticated) return { subscription: null, status: null, hasLoaded: false, error: null, refetch: async () => {} };
  return {
    subscription: subscription.data ?? null,
    status: status.data ?? null,
    hasLoaded: subscription.isSuccess && status.isSuccess,
    error: isError ? SUBSCRIPTION_LOAD_ERROR : null,
    refetch: async () => {
      await Promise.all([subscription.refetch(), status.refetch()]);
    },
  };
}

/** False until `delayMs` after `condition` became true; false again whenever it is false. */
function useReadyAfter(delayMs: number, condition: boolean): boolean {
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    if (!condition) return;
    const timer = window.setTimeout(() => setIsReady(true), delayMs);
    return () => {
      window.clearTimeout(timer);
      setIsReady(false);
    };
  }, [condition, delayMs]);
  return isReady && condition;
}
