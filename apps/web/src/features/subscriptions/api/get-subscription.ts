import { apiClient } from '../../../lib/api-client';
import { getErrorStatus } from '../../../lib/api-error';
import type { Subscription } from '../types';

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
