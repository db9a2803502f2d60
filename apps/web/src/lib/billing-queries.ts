import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The roots of the query keys that hold billing data; each feature's queryOptions builds on them. */
export const SUBSCRIPTION_QUERY_KEY = ['subscription'] as const;
export const CREDITS_QUERY_KEY = ['credits'] as const;

/** After a plan or payment changed: reload the subscription and every credit figure (badge, history). */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: CREDITS_QUERY_KEY }),
    ]);
  }, [queryClient]);
}
