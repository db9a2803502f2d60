import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@studio/contracts/auth';
import type { AxiosRequestConfig } from 'axios';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { queryKeys } from '../../../lib/query-keys';

export async function getProfile(config?: AxiosRequestConfig): Promise<Customer> {
  const { data } = await apiClient.get<Customer>('/api/v1/auth/profile', config);
  return data;
}

/**
 * The signed-in customer, refreshed from the server once the page opens. The session store is the one
 * home of the customer (the header, guards and pages read it there), so the fresh details are written
 * into it rather than kept in a second copy in the query cache.
 */
export function useRefreshedCustomer(): Customer | null {
  const customer = useSessionStore((state) => state.customer);
  useQuery({
    queryKey: queryKeys.profile,
    queryFn: async () => {
      const fresh = await getProfile();
      useSessionStore.getState().setCustomer(fresh);
      return fresh;
    },
  });
  return customer;
}
