import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLogoutSignal } from '../../../lib/logout-signal';
import { navigateTo } from '../../../lib/navigation';
import { clearAuthDataOnSignOut } from '../../../lib/session-store';

/** Logs this tab out when another tab signs out (the `auth_logout` storage flag, spec §4). */
export function useCrossTabLogout(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onLogoutSignal(async () => {
        clearAuthDataOnSignOut();
        await navigateTo('/');
        queryClient.clear();
      }),
    [queryClient],
  );
}
