import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, OrderTransitionRequest } from '@studio/contracts/admin-orders';
import { apiClient } from '../../../lib/api-client';
import { adminOrderQueryOptions } from './get-admin-order';
import { queryKeys } from '../../../lib/query-keys';

export async function transitionOrder(orderId: string, request: OrderTransitionRequest): Promise<AdminOrder> {
  const { data } = await apiClient.post<AdminOrder>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}/transitions`, request);
  return data;
}

/** Moves an order on; the answer is the order as it now is, and the lists, dashboard and audit trail are read again. */
export function useTransitionOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderTransitionRequest) => transitionOrder(orderId, request),
    onSuccess: async (order) => {
      queryClient.setQueryData(adminOrderQueryOptions(orderId).queryKey, order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.orderLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.auditLog }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard }),
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.customers }),
      ]);
    },
  });
}
