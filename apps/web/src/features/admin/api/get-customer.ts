import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '@studio/contracts/admin-customers';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCustomer(customerId: string): Promise<CustomerDetail> {
  const { data } = await apiClient.get<CustomerDetail>(`/api/v1/customers/${encodeURIComponent(customerId)}`);
  return data;
}

export const customerQueryOptions = (customerId: string) => queryOptions({ queryKey: queryKeys.admin.customer(customerId), queryFn: () => getCustomer(customerId) });

export const useCustomer = (customerId: string) => useQuery(customerQueryOptions(customerId));
