import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerUpdate } from '@studio/contracts/admin-customers';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateCustomer(customerId: string, change: CustomerUpdate): Promise<void> {
  await apiClient.patch(`/api/v1/customers/${encodeURIComponent(customerId)}`, change);
}

/** Changes a customer's role, or disables / enables the account. */
export function useUpdateCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CustomerUpdate) => updateCustomer(customerId, change),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog })]),
  });
}
