import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@studio/contracts/pagination';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ORDERS_PER_PAGE = 10;

export async function listPrintOrders(page: number): Promise<Paged<PrintOrder>> {
  const { data } = await apiClient.get<Paged<PrintOrder>>('/api/v1/print-orders', { params: { page, per_page: ORDERS_PER_PAGE } });
  return data;
}

export async function getPrintOrder(orderId: string): Promise<PrintOrder> {
  const { data } = await apiClient.get<PrintOrder>(`/api/v1/print-orders/${orderId}`);
  return data;
}

export function usePrintOrders(page: number) {
  return useQuery({ queryKey: queryKeys.printOrders.list(page), queryFn: () => listPrintOrders(page), placeholderData: keepPreviousData });
}

/** An order just paid changes on its own (files, printer): it is read again every few seconds until it reaches the printer. */
export function usePrintOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.printOrders.one(orderId),
    queryFn: () => getPrintOrder(orderId),
    refetchInterval: (query) => (['pending_payment', 'paid'].includes(query.state.data?.status ?? '') ? 3000 : false),
  });
}

export function useCancelPrintOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: string) => (await apiClient.post<PrintOrder>(`/api/v1/print-orders/${orderId}/cancel`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.printOrders.all }),
  });
}
