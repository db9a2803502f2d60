import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPlan } from '@studio/contracts/admin-plans';
import type { Paged } from '@studio/contracts/pagination';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The catalogue is small: one page of the most the API gives holds every plan, retired ones included. */
export const CATALOGUE_PAGE_SIZE = 100;

export async function listAdminPlans(): Promise<Paged<AdminPlan>> {
  const { data } = await apiClient.get<Paged<AdminPlan>>('/api/v1/admin/plans', { params: { page: 1, per_page: CATALOGUE_PAGE_SIZE } });
  return data;
}

export const adminPlansQueryOptions = queryOptions({ queryKey: queryKeys.admin.plans, queryFn: listAdminPlans });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions);
