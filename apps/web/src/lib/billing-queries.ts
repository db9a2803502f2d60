import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from './query-keys';

/** The roots of the query keys that hold billing data; each feature's queryOptions builds on them. */

/** After a plan or payment changed: reload the subscription and every credit figure (badge, history). */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.subscription.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.credits.all }),
    ]);
  }, [queryClient]);
}
