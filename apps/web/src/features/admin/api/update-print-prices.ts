import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceListUpdate, PriceListVersion } from '@studio/contracts/print-prices';
import { apiClient } from '../../../lib/api-client';
import { printPricesQueryOptions } from './get-print-prices';
import { queryKeys } from '../../../lib/query-keys';

export async function updatePrintPrices(update: PriceListUpdate): Promise<PriceListVersion> {
  const { data } = await apiClient.put<PriceListVersion>('/api/v1/admin/print-prices', update);
  return data;
}

/** Saves the price list as a new version; quotes already given keep theirs. */
export function useUpdatePrintPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrintPrices,
    onSuccess: async (version) => {
      queryClient.setQueryData(printPricesQueryOptions.queryKey, version);
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog });
    },
  });
}
