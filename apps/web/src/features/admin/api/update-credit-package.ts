import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditPackage, CreditPackageUpdate } from '@studio/contracts/admin-plans';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updateCreditPackage(packageId: string, change: CreditPackageUpdate): Promise<AdminCreditPackage> {
  const { data } = await apiClient.patch<AdminCreditPackage>(`/api/v1/admin/credit-packages/${encodeURIComponent(packageId)}`, change);
  return data;
}

/** Edits, retires (`is_active: false`) or reactivates a credit package. */
export function useUpdateCreditPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, change }: { packageId: string; change: CreditPackageUpdate }) => updateCreditPackage(packageId, change),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.creditPackages }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog })]),
  });
}
