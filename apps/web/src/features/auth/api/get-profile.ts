import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '@studio/contracts/auth';
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../../../lib/api-client';

export async function getProfile(config?: AxiosRequestConfig): Promise<Customer> {
  const { data } = await apiClient.get<Customer>('/api/v1/auth/profile', config);
  return data;
}

export const profileQueryKey = ['auth', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: () => getProfile() });
}

/** The signed-in customer from the server; `initialData` lets the page render at once from the session. */
export function useProfile(initialData?: Customer) {
  return useQuery({ ...profileQueryOptions(), initialData, initialDataUpdatedAt: 0 });
}
