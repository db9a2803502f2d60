import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrintCatalogue } from '@studio/contracts/print-orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getPrintCatalogue(): Promise<PrintCatalogue> {
  const { data } = await apiClient.get<PrintCatalogue>('/api/v1/print-orders/options');
  return data;
}

export function usePrintCatalogue() {
  return useQuery(queryOptions({ queryKey: queryKeys.printOrders.options, queryFn: getPrintCatalogue, staleTime: 10 * 60_000 }));
}
