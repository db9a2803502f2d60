import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { CreditBalance } from '@studio/contracts/billing';
import { queryKeys } from '../../../lib/query-keys';

// GET /api/v1/credits/balance
export async function getCreditBalance(): Promise<CreditBalance> {
  const { data } = await apiClient.get<CreditBalance>('/api/v1/credits/balance');
  return data;
}

export function creditBalanceQueryOptions() {
  return queryOptions({ queryKey: queryKeys.credits.balance, queryFn: getCreditBalance });
}

export function useCreditBalance({ enabled }: { enabled: boolean }) {
  return useQuery({ ...creditBalanceQueryOptions(), enabled });
}
