import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CREDIT_TRANSACTIONS_LIMIT } from '@studio/contracts/constants';
import type { CreditTransactions } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCreditTransactions(limit = CREDIT_TRANSACTIONS_LIMIT, offset = 0): Promise<CreditTransactions> {
  const { data } = await apiClient.get<CreditTransactions>('/api/v1/credits/transactions', { params: offset ? { limit, offset } : { limit } });
  return data;
}

/** The history a page (50 rows) at a time, newest first; a full page means there may be older ones. */
export function creditTransactionsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: queryKeys.credits.transactions,
    queryFn: ({ pageParam }) => getCreditTransactions(CREDIT_TRANSACTIONS_LIMIT, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.items.length === CREDIT_TRANSACTIONS_LIMIT ? pages.length * CREDIT_TRANSACTIONS_LIMIT : undefined),
  });
}

export function useCreditTransactions() {
  return useInfiniteQuery(creditTransactionsQueryOptions());
}
