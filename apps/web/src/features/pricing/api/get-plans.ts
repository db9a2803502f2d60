import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getPlans(): Promise<Plan[]> {
  const { data } = await apiClient.get<Plan[]>('/api/v1/plans');
  return data;
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: queryKeys.plans.all, queryFn: getPlans });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
