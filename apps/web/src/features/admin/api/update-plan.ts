import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, PlanUpdate } from '@studio/contracts/admin-plans';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updatePlan(planId: string, change: PlanUpdate): Promise<AdminPlan> {
  const { data } = await apiClient.patch<AdminPlan>(`/api/v1/admin/plans/${encodeURIComponent(planId)}`, change);
  return data;
}

/** Edits, retires (`is_active: false`) or reactivates a plan. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, change }: { planId: string; change: PlanUpdate }) => updatePlan(planId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.plans }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
      ]),
  });
}
