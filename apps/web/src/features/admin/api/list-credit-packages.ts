import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCreditPackage } from '@studio/contracts/admin-plans';
import type { Paged } from '@studio/contracts/pagination';
import { apiClient } from '../../../lib/api-client';
import { CATALOGUE_PAGE_SIZE } from './list-admin-plans';
import { queryKeys } from '../../../lib/query-keys';

export async function listCreditPackages(): Promise<Paged<AdminCreditPackage>> {
  const { data } = await apiClient.get<Paged<AdminCreditPackage>>('/api/v1/admin/credit-packages', { params: { page: 1, per_page: CATALOGUE_PAGE_SIZE } });
  return data;
}

export const creditPackagesQueryOptions = queryOptions({ queryKey: queryKeys.admin.creditPackages, queryFn: listCreditPackages });

export const useCreditPackages = () => useQuery(creditPackagesQueryOptions);
