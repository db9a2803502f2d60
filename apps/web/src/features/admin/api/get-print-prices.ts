import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PriceListVersion } from '@studio/contracts/print-prices';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getPrintPrices(): Promise<PriceListVersion> {
  const { data } = await apiClient.get<PriceListVersion>('/api/v1/admin/print-prices');
  return data;
}

export const printPricesQueryOptions = queryOptions({ queryKey: queryKeys.admin.printPrices, queryFn: getPrintPrices });

export const usePrintPrices = () => useQuery(printPricesQueryOptions);
