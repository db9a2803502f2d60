import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_PATH } from '../../../lib/api-client';
import { saveAuthTokens } from '../../../lib/auth-cookies';
import { registerNavigator } from '../../../lib/navigation';
import { useSessionStore } from '../../../lib/session-store';
import { makeAuthResponse, makeCustomer } from '../../../test/fixtures';
import { server } from '../../../test/msw-server';
import { makeAccessToken } from '../../../test/tokens';
import { verifySession } from './verify-session';

const PROFILE_PATH = '/api/v1/auth/profile';
const refreshed = makeAuthResponse({ customer: makeCustomer({ full_name: 'From refresh' }) });

function storeTokens(accessSecondsLeft: number) {
  saveAuthTokens({ access_token: makeAccessToken(accessSecondsLeft), refresh_token: 'refresh-1', expires_in: 900 });
}

/** Records the order of calls so the test can tell refresh-then-profile from profile alone. */
function recordCalls(options: { profileStatus?: number; refreshStatus?: number } = {}) {
  const calls: string[] = [];
  server.use(
    http.get(PROFILE_PATH, () => {
      calls.push('profile');
      return options.profileStatus
        ? HttpResponse.json({ detail: 'Not authenticated', code: 'unauthorized' }, { status: options.profileStatus })
        : HttpResponse.json(makeCustomer({ full_name: 'From profile' }));
    }),
    http.post(TOKEN_REFRESH_PATH, () => {
      calls.push('refresh');
      return options.refreshStatus
        ? HttpResponse.json({ detail: 'Invalid refresh token', code: 'unauthorized' }, { status: options.refreshStatus })
        : HttpResponse.json(refreshed);
    }),
  );
  return calls;
}

describe('verifySession (spec §4)', () => {
  it('fetches the profile directly when the token has more than five minutes left', async () => {
    storeTokens(600);
    const calls = recordCalls();
    await verifySession();
    expect(calls).toEqual(['profile']);
    expect(useSessionStore.getState()).toMatchObject({ customer: { full_name: 'From profile' }, isSessionFetching: false });
  });

  it('refreshes first when the token is within five minutes of expiry', async () => {
    storeTokens(240);
    const calls = recordCalls();
    await verifySession();
    expect(calls).toEqual(['refresh', 'profile']);
    expect(Cookies.get('sb_access_token')).toBe(refreshed.access_token);
  });

  it('refreshes first when the token is expired', async () => {
    storeTokens(-30);
    const calls = recordCalls();
    await verifySession();
    expect(calls).toEqual(['refresh', 'profile']);
  });

  it('refreshes first when only the refresh token is left', async () => {
    Cookies.set('sb_refresh_token', 'refresh-1', { path: '/' });
    const calls = recordCalls();
    await verifySession();
    expect(calls).toEqual(['refresh', 'profile']);
  });

  it('tries a refresh when the profile fails, keeping the customer it returns', async () => {
    storeTokens(600);
    const calls = recordCalls({ profileStatus: 401 });
    await verifySession();
    expect(calls).toEqual(['profile', 'refresh']);
    expect(useSessionStore.getState().customer?.full_name).toBe('From refresh');
  });

  it('logs out locally, without leaving the page, when the refresh fails too', async () => {
    storeTokens(600);
    useSessionStore.getState().setCustomer(makeCustomer());
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    recordCalls({ profileStatus: 401, refreshStatus: 401 });
    await verifySession();
    expect(Cookies.get()).toEqual({});
    expect(useSessionStore.getState()).toMatchObject({ customer: null, isSessionFetching: false });
    expect(navigate).not.toHaveBeenCalled();
    unregister();
  });

  it('marks the session as fetching while it checks', async () => {
    storeTokens(600);
    recordCalls();
    const checking = verifySession();
    expect(useSessionStore.getState().isSessionFetching).toBe(true);
    await checking;
    expect(useSessionStore.getState().isSessionFetching).toBe(false);
  });

  it('does nothing over the network without any token and clears stale customer data', async () => {
    useSessionStore.getState().setCustomer(makeCustomer());
    const calls = recordCalls();
    await verifySession();
    expect(calls).toEqual([]);
    expect(Cookies.get('sb_customer_data')).toBeUndefined();
  });
});
