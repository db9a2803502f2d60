import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerRow } from '@studio/contracts/admin-customers';
import type { Paged } from '@studio/contracts/pagination';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const CUSTOMERS_PER_PAGE = 20;

export interface CustomerListParams {
  q?: string;
  page: number;
}

export async function listCustomers({ q, page }: CustomerListParams): Promise<Paged<CustomerRow>> {
  const { data } = await apiClient.get<Paged<CustomerRow>>('/api/v1/customers', { params: { ...(q && { q }), page, per_page: CUSTOMERS_PER_PAGE } });
  return data;
}

export const customersQueryOptions = (list: CustomerListParams) =>
  queryOptions({ queryKey: queryKeys.admin.customerList(list), queryFn: () => listCustomers(list), placeholderData: keepPreviousData });

export const useCustomers = (list: CustomerListParams) => useQuery(customersQueryOptions(list));
