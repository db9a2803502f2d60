import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@studio/contracts/settings';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function getSettings(): Promise<Settings> {
  const { data } = await apiClient.get<Settings>('/api/v1/admin/settings');
  return data;
}

export const settingsQueryOptions = queryOptions({ queryKey: adminKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions);
