import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderStatus } from '@studio/contracts/admin-providers';
import { apiClient } from '../../../lib/api-client';
import { adminKeys } from './admin-query-keys';

export async function listProviders(): Promise<ProviderStatus[]> {
  const { data } = await apiClient.get<ProviderStatus[]>('/api/v1/admin/providers');
  return data;
}

export const providersQueryOptions = queryOptions({ queryKey: adminKeys.providers, queryFn: listProviders });

export const useProviders = () => useQuery(providersQueryOptions);
