import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditAdjustment } from '@studio/contracts/admin-customers';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function adjustCredits(customerId: string, adjustment: CreditAdjustment): Promise<void> {
  await apiClient.post(`/api/v1/customers/${encodeURIComponent(customerId)}/credits`, adjustment);
}

/** A ledger entry for the customer (never an edit of the balance); their balance and ledger are read again. */
export function useAdjustCredits(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: CreditAdjustment) => adjustCredits(customerId, adjustment),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}
