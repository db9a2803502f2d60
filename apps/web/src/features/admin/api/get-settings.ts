import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@studio/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getSettings(): Promise<Settings> {
  const { data } = await apiClient.get<Settings>('/api/v1/admin/settings');
  return data;
}

export const settingsQueryOptions = queryOptions({ queryKey: queryKeys.admin.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions);
