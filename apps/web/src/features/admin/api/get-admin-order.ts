import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '@studio/contracts/admin-orders';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function getAdminOrder(orderId: string): Promise<AdminOrder> {
  const { data } = await apiClient.get<AdminOrder>(`/api/v1/admin/orders/${encodeURIComponent(orderId)}`);
  return data;
}

export const adminOrderQueryOptions = (orderId: string) => queryOptions({ queryKey: [...adminKeys.orders, 'one', orderId], queryFn: () => getAdminOrder(orderId) });

export const useAdminOrder = (orderId: string) => useQuery(adminOrderQueryOptions(orderId));
