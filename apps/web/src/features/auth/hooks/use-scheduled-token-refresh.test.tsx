import { renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_PATH } from '../../../lib/api-client';
import { saveAuthTokens } from '../../../lib/auth-cookies';
import { useSessionStore } from '../../../lib/session-store';
import { makeAuthResponse, makeCustomer } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { makeAccessToken } from '../../../test/tokens';
import { useScheduledTokenRefresh } from './use-scheduled-token-refresh';

function signInWithTokenLasting(seconds: number) {
  saveAuthTokens({ access_token: makeAccessToken(seconds), refresh_token: 'refresh-1', expires_in: seconds });
  useSessionStore.setState({ customer: makeCustomer(), isHydrated: true });
}

describe('useScheduledTokenRefresh', () => {
  it('refreshes five minutes before expiry, not earlier', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const refreshed = makeAuthResponse({ access_token: makeAccessToken(3600, 'next') });
    let calls = 0;
    server.use(http.post(TOKEN_REFRESH_PATH, () => {
      calls += 1;
      return HttpResponse.json(refreshed);
    }));
    signInWithTokenLasting(6 * 60);
    renderHook(() => useScheduledTokenRefresh());

    await vi.advanceTimersByTimeAsync(50_000);
    expect(calls).toBe(0);
    await vi.advanceTimersByTimeAsync(15_000);
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(Cookies.get('sb_access_token')).toBe(refreshed.access_token));
  });

  it('clears the session when the scheduled refresh fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.post(TOKEN_REFRESH_PATH, () => HttpResponse.json({ detail: 'Expired', code: 'unauthorized' }, { status: 401 })));
    signInWithTokenLasting(4 * 60);
    renderHook(() => useScheduledTokenRefresh());
    await waitFor(() => expect(useSessionStore.getState().customer).toBeNull());
    expect(Cookies.get()).toEqual({});
  });
});
