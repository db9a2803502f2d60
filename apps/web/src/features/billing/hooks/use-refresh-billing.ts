import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSubscriptionStore } from '../../subscriptions/stores/subscription-store';

/** After a plan or payment changed: reload the subscription and every credit figure (badge, history). */
export function useRefreshBilling(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([useSubscriptionStore.getState().fetchSubscriptionData(), queryClient.invalidateQueries({ queryKey: ['credits'] })]);
  }, [queryClient]);
}
