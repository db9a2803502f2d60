import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreditPackage, CreditPackageCreate } from '@studio/contracts/admin-plans';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createCreditPackage(creditPackage: CreditPackageCreate): Promise<AdminCreditPackage> {
  const { data } = await apiClient.post<AdminCreditPackage>('/api/v1/admin/credit-packages', creditPackage);
  return data;
}

export function useCreateCreditPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditPackage,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.creditPackages }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog })]),
  });
}
