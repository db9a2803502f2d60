import { useMutation } from '@tanstack/react-query';
import type { SubscribeResponse } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';

export async function subscribeToPlan(input: { planId: string; returnPath: string }): Promise<SubscribeResponse> {
  const { data } = await apiClient.post<SubscribeResponse>('/api/v1/subscriptions/subscribe', { plan_id: input.planId, return_path: input.returnPath });
  return data;
}

export function useSubscribeToPlan() {
  return useMutation({ mutationFn: subscribeToPlan });
}
