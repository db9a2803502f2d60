import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@studio/contracts/admin-dashboard';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getDashboard(): Promise<Dashboard> {
  const { data } = await apiClient.get<Dashboard>('/api/v1/admin/dashboard');
  return data;
}

export const dashboardQueryOptions = queryOptions({ queryKey: queryKeys.admin.dashboard, queryFn: getDashboard, refetchInterval: 60_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions);
