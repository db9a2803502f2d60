import { apiClient } from '../../../lib/api-client';
import type { SubscriptionStatus } from '../types';

export async function getSubscriptionStatus(): Promise<SubscriptionStatus> {
  const { data } = await apiClient.get<SubscriptionStatus>('/api/v1/subscriptions/subscription/status');
  return data;
}
