import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, PlanCreate } from '@studio/contracts/admin-plans';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function createPlan(plan: PlanCreate): Promise<AdminPlan> {
  const { data } = await apiClient.post<AdminPlan>('/api/v1/admin/plans', plan);
  return data;
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.admin.plans }), queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog })]),
  });
}
