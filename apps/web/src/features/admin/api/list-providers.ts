import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderStatus } from '@studio/contracts/admin-providers';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function listProviders(): Promise<ProviderStatus[]> {
  const { data } = await apiClient.get<ProviderStatus[]>('/api/v1/admin/providers');
  return data;
}

export const providersQueryOptions = queryOptions({ queryKey: queryKeys.admin.providers, queryFn: listProviders });

export const useProviders = () => useQuery(providersQueryOptions);
