import { useEffect } from 'react';
import { refreshAccessToken } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/auth-cookies';
import { clearAuthData, useSessionStore } from '../../../lib/session-store';
import { readTokenExpiry, refreshMarginMs } from '../../../lib/token';

/**
 * Refreshes the access token 5 minutes before it expires (spec §9 refresh margin; the last third of a
 * shorter-lived token's life), so a customer
 * who stays on one page is never treated as signed out by the 1-minute validity check. Each
 * refresh sets the customer again, which schedules the next one.
 */
export function useScheduledTokenRefresh(): void {
  const customer = useSessionStore((state) => state.customer);
  useEffect(() => {
    if (!customer) return;
    const accessToken = getAccessToken();
    const expiry = readTokenExpiry(accessToken);
    if (expiry.kind !== 'expires') return;
    const delay = Math.max(0, expiry.atMs - refreshMarginMs(accessToken) - Date.now());
    const timer = window.setTimeout(() => {
      refreshAccessToken().catch((error: unknown) => {
        console.warn('Scheduled token refresh failed', error);
        clearAuthData();
      });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [customer]);
}
