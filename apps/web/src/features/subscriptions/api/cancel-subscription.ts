import { useMutation } from '@tanstack/react-query';
import type { CancelResponse } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';

export async function cancelSubscription(): Promise<CancelResponse> {
  const { data } = await apiClient.post<CancelResponse>('/api/v1/subscriptions/cancel');
  return data;
}

export function useCancelSubscription() {
  return useMutation({ mutationFn: cancelSubscription });
}
