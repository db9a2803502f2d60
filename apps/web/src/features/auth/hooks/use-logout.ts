import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-cookies';
import { sendLogoutSignal } from '../../../lib/logout-signal';
import { clearAuthDataOnSignOut } from '../../../lib/session-store';
import { logoutOnServer } from '../api/logout';

/**
 * Sign out (spec §4): revoke the refresh token on the server if there is one, clear the customer
 * and all three cookies, tell other tabs, and go home. Local state is cleared without waiting for
 * the server so the click feels instant. After the account was deleted the server has ended the
 * session already (`sessionEndedOnServer`), so nothing is sent.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async (options: { sessionEndedOnServer?: boolean } = {}) => {
    const refreshToken = options.sessionEndedOnServer ? undefined : getRefreshToken();
    const serverLogout = refreshToken ? logoutOnServer(refreshToken, getAccessToken()) : Promise.resolve();
    clearAuthDataOnSignOut();
    await navigate('/');
    sendLogoutSignal();
    queryClient.clear();
    await serverLogout.catch((error: unknown) => console.error('Server logout failed', error));
  }, [navigate, queryClient]);
}
