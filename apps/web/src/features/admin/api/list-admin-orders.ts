import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderRow } from '@studio/contracts/admin-orders';
import type { Paged } from '@studio/contracts/pagination';
import { apiClient } from '../../../lib/api-client';
import { orderListQuery, type OrderListParams } from '../utils/order-filters';
import { queryKeys } from '../../../lib/query-keys';

export async function listAdminOrders(list: OrderListParams): Promise<Paged<AdminOrderRow>> {
  const { data } = await apiClient.get<Paged<AdminOrderRow>>('/api/v1/admin/orders', { params: orderListQuery(list) });
  return data;
}

export const adminOrdersQueryOptions = (list: OrderListParams) =>
  queryOptions({ queryKey: queryKeys.admin.orderList(list), queryFn: () => listAdminOrders(list), placeholderData: keepPreviousData });

export const useAdminOrders = (list: OrderListParams) => useQuery(adminOrdersQueryOptions(list));
