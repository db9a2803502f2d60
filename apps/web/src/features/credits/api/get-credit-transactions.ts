import { queryOptions, useQuery } from '@tanstack/react-query';
import { CREDIT_TRANSACTIONS_LIMIT } from '@studio/contracts/constants';
import type { CreditTransactions } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { CREDITS_QUERY_KEY } from '../../../lib/billing-queries';

export async function getCreditTransactions(limit = CREDIT_TRANSACTIONS_LIMIT): Promise<CreditTransactions> {
  const { data } = await apiClient.get<CreditTransactions>('/api/v1/credits/transactions', { params: { limit } });
  return data;
}

export function creditTransactionsQueryOptions() {
  return queryOptions({ queryKey: [...CREDITS_QUERY_KEY, 'transactions'], queryFn: () => getCreditTransactions() });
}

export function useCreditTransactions() {
  return useQuery(creditTransactionsQueryOptions());
}
