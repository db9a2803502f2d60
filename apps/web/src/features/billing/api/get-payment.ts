import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getPayment(paymentId: string): Promise<Payment> {
  const { data } = await apiClient.get<Payment>(`/api/v1/payments/${encodeURIComponent(paymentId)}`);
  return data;
}

export function paymentQueryOptions(paymentId: string) {
  return queryOptions({ queryKey: queryKeys.payment(paymentId), queryFn: () => getPayment(paymentId) });
}

export function usePayment(paymentId: string) {
  return useQuery(paymentQueryOptions(paymentId));
}
