import { refreshAccessToken } from '../../../lib/api-client';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-cookies';
import { clearAuthData, useSessionStore } from '../../../lib/session-store';
import { isTokenExpiringSoon, refreshMarginMs } from '../../../lib/token';
import { getProfile } from '../api/get-profile';

/**
 * App-start check (spec §4): refresh first when the access token is missing, expired or within
 * five minutes of expiry, then load the profile. On failure one refresh is tried, else the local
 * session is cleared. The 401 interceptor is bypassed so a stale session on a public page does not
 * bounce the visitor to /signin; protected routes redirect on their own once the check ends.
 */
export async function verifySession(): Promise<void> {
  const session = useSessionStore.getState();
  if (!getAccessToken() && !getRefreshToken()) {
    session.clearSession();
    return;
  }
  session.setSessionFetching(true);
  try {
    const accessToken = getAccessToken();
    if (!accessToken || isTokenExpiringSoon(accessToken, refreshMarginMs(accessToken))) await refreshAccessToken();
    session.setCustomer(await getProfile({ skipAuthRefresh: true }));
  } catch {
    await refreshAccessToken().catch(() => clearAuthData());
  } finally {
    session.setSessionFetching(false);
  }
}
