import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '@studio/contracts/constants';
import { makeAuthResponse, makeCustomer } from '../test/fixtures';
import { server } from '../test/msw-server';
import { makeAccessToken } from '../test/tokens';
import { apiClient, TOKEN_REFRESH_PATH } from './api-client';
import { axiosClient, refreshAccessToken, TOKEN_REFRESH_LOCK } from './axios-client';
import { getAccessToken, saveAuthTokens } from './auth-cookies';
import { registerNavigator } from './navigation';
import { establishSession, useSessionStore } from './session-store';

const staleToken = makeAccessToken(600, 'stale');
const freshAuth = makeAuthResponse({ access_token: makeAccessToken(900, 'fresh'), refresh_token: 'refresh-2' });

/** Answers 401 unless the request carries the fresh token; records every Authorization it saw. */
function protectedEndpoint(path: string, seen: string[]) {
  return http.get(path, ({ request }) => {
    const authorization = request.headers.get('Authorization') ?? '';
    seen.push(authorization);
    if (authorization !== `Bearer ${freshAuth.access_token}`) {
      return HttpResponse.json({ detail: 'Not authenticated', code: 'unauthorized' }, { status: 401 });
    }
    return HttpResponse.json({ path });
  });
}

function signIn() {
  saveAuthTokens({ access_token: staleToken, refresh_token: 'refresh-1', expires_in: 600 });
  useSessionStore.getState().setCustomer(makeCustomer());
}

describe('apiClient', () => {
  it('uses the same origin by default, the spec timeout and a Bearer header', async () => {
    expect(axiosClient.defaults.baseURL).toBe('');
    expect(axiosClient.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
    signIn();
    const seen: string[] = [];
    server.use(http.get('/api/v1/echo', ({ request }) => {
      seen.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({});
    }));
    await apiClient.get('/api/v1/echo');
    expect(seen).toEqual([`Bearer ${staleToken}`]);
  });

  it('refreshes once for two concurrent 401s and retries both with the new token', async () => {
    signIn();
    const refreshBodies: unknown[] = [];
    const seenA: string[] = [];
    const seenB: string[] = [];
    server.use(
      protectedEndpoint('/api/v1/a', seenA),
      protectedEndpoint('/api/v1/b', seenB),
      http.post(TOKEN_REFRESH_PATH, async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json(freshAuth);
      }),
    );

    const [a, b] = await Promise.all([apiClient.get('/api/v1/a'), apiClient.get('/api/v1/b')]);

    expect(refreshBodies).toEqual([{ refresh_token: 'refresh-1' }]);
    expect(a.data).toEqual({ path: '/api/v1/a' });
    expect(b.data).toEqual({ path: '/api/v1/b' });
    expect(seenA).toEqual([`Bearer ${staleToken}`, `Bearer ${freshAuth.access_token}`]);
    expect(seenB).toEqual([`Bearer ${staleToken}`, `Bearer ${freshAuth.access_token}`]);
    expect(getAccessToken()).toBe(freshAuth.access_token);
    expect(Cookies.get('sb_refresh_token')).toBe('refresh-2');
  });

  it('retries a request at most once', async () => {
    signIn();
    let calls = 0;
    server.use(
      http.get('/api/v1/always-401', () => {
        calls += 1;
        return HttpResponse.json({ detail: 'Nope', code: 'unauthorized' }, { status: 401 });
      }),
      http.post(TOKEN_REFRESH_PATH, () => HttpResponse.json(freshAuth)),
    );
    await expect(apiClient.get('/api/v1/always-401')).rejects.toMatchObject({ response: { status: 401 } });
    expect(calls).toBe(2);
  });

  it('clears every auth cookie and goes to /signin when the refresh fails', async () => {
    signIn();
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    let refreshCalls = 0;
    server.use(
      protectedEndpoint('/api/v1/a', []),
      protectedEndpoint('/api/v1/b', []),
      http.post(TOKEN_REFRESH_PATH, () => {
        refreshCalls += 1;
        return HttpResponse.json({ detail: 'Invalid refresh token', code: 'unauthorized' }, { status: 401 });
      }),
    );

    const results = await Promise.allSettled([apiClient.get('/api/v1/a'), apiClient.get('/api/v1/b')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls).toBe(1);
    expect(Cookies.get()).toEqual({});
    expect(useSessionStore.getState().customer).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/signin');
    unregister();
  });

  it('signs out without calling the server when there is no refresh token', async () => {
    Cookies.set('sb_access_token', staleToken, { path: '/' });
    const navigate = vi.fn();
    const unregister = registerNavigator(navigate);
    const refresh = vi.fn();
    server.use(protectedEndpoint('/api/v1/a', []), http.post(TOKEN_REFRESH_PATH, refresh));

    await expect(apiClient.get('/api/v1/a')).rejects.toThrow('No refresh token available');
    expect(refresh).not.toHaveBeenCalled();
    expect(Cookies.get()).toEqual({});
    expect(navigate).toHaveBeenCalledWith('/signin');
    unregister();
  });

  it('refreshes one tab at a time: a tab that waited for the lock takes the tokens the other tab got', async () => {
    signIn();
    const otherTab = makeAuthResponse({ access_token: makeAccessToken(900, 'other-tab'), refresh_token: 'refresh-from-other-tab', customer: makeCustomer({ full_name: 'Seen by the other tab' }) });
    const lockNames: string[] = [];
    // The other tab holds the lock and refreshes; this tab's task runs once it lets go.
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, _options: object, task: () => Promise<unknown>) => {
          lockNames.push(name);
          establishSession(otherTab);
          useSessionStore.setState({ customer: makeCustomer() });
          return task();
        },
      },
    });
    const refresh = vi.fn(() => HttpResponse.json(freshAuth));
    server.use(http.post(TOKEN_REFRESH_PATH, refresh));
    try {
      await expect(refreshAccessToken()).resolves.toBe(otherTab.access_token);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(lockNames).toEqual([TOKEN_REFRESH_LOCK]);
    expect(refresh).not.toHaveBeenCalled();
    expect(Cookies.get('sb_refresh_token')).toBe('refresh-from-other-tab');
    expect(useSessionStore.getState().customer?.full_name).toBe('Seen by the other tab');
  });

  it('refreshes inside the lock when no other tab did meanwhile', async () => {
    signIn();
    const lockNames: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, locks: { request: (name: string, _options: object, task: () => Promise<unknown>) => (lockNames.push(name), task()) } });
    const bodies: unknown[] = [];
    server.use(http.post(TOKEN_REFRESH_PATH, async ({ request }) => (bodies.push(await request.json()), HttpResponse.json(freshAuth))));
    try {
      await expect(refreshAccessToken()).resolves.toBe(freshAuth.access_token);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(lockNames).toEqual([TOKEN_REFRESH_LOCK]);
    expect(bodies).toEqual([{ refresh_token: 'refresh-1' }]);
  });

  it('leaves a 401 alone when the caller opts out', async () => {
    const refresh = vi.fn();
    server.use(protectedEndpoint('/api/v1/a', []), http.post(TOKEN_REFRESH_PATH, refresh));
    await expect(apiClient.get('/api/v1/a', { skipAuthRefresh: true })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refresh).not.toHaveBeenCalled();
  });
});
