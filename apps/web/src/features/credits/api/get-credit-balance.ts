import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { CREDITS_QUERY_KEY } from '../../../lib/billing-queries';
import type { CreditBalance } from '@studio/contracts/billing';

// GET /api/v1/credits/balance
export async function getCreditBalance(): Promise<CreditBalance> {
  const { data } = await apiClient.get<CreditBalance>('/api/v1/credits/balance');
  return data;
}

export function creditBalanceQueryOptions() {
  return queryOptions({ queryKey: [...CREDITS_QUERY_KEY, 'balance'], queryFn: getCreditBalance });
}

export function useCreditBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...creditBalanceQueryOptions(), enabled });
}
