import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/v1/subscriptions/subscription/status
export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  const { data } = await apiClient.get<SubscriptionStatus>('/api/v1/subscriptions/subscription/status');
  return data;
}

export function subscriptionStatusQueryOptions(customerId: string | undefined) {
  return queryOptions({ queryKey: queryKeys.subscription.status(customerId), queryFn: getSubscriptionStatus });
}
