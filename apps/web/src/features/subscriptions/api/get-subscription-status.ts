import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionStatus } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { SUBSCRIPTION_QUERY_KEY } from '../../../lib/billing-queries';

// GET /api/v1/subscriptions/subscription/status
export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  const { data } = await apiClient.get<SubscriptionStatus>('/api/v1/subscriptions/subscription/status');
  return data;
}

export function subscriptionStatusQueryOptions(customerId: string | undefined) {
  return queryOptions({ queryKey: [...SUBSCRIPTION_QUERY_KEY, 'status', customerId], queryFn: getSubscriptionStatus });
}
