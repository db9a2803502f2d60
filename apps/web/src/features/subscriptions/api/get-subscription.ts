import { queryOptions } from '@tanstack/react-query';
import type { Subscription } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { getErrorStatus } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/v1/subscriptions/subscription
/** The customer's subscription, or null when they have none (the API answers 404). */
export async function getSubscription(): Promise<Subscription | null> {
  try {
    const { data } = await apiClient.get<Subscription>('/api/v1/subscriptions/subscription');
    return data;
  } catch (error) {
    if (getErrorStatus(error) === 404) return null;
    throw error;
  }
}

export function subscriptionQueryOptions(customerId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.subscription.current(customerId), queryFn: getSubscription });
}
