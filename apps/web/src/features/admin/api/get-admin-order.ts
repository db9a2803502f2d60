import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@studio/contracts/admin-orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getAdminOrder(orderId: string): Promise<AdminOrder> {
  const { data } = await apiClient.get<AdminOrder>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}`);
  return data;
}

export const adminOrderQueryOptions = (orderId: string) => queryOptions({ queryKey: queryKeys.admin.order(orderId), queryFn: () => getAdminOrder(orderId) });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId));
