import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_FETCH_DELAY_MS } from '@studio/contracts/constants';
import { useSessionStore } from '../../../lib/session-store';
import { accountHandlers } from '../../../test/handlers';
import { server } from '../../../test/msw-server';
import { signInAs } from '../../../test/render-app';
import { SUBSCRIPTION_LOAD_ERROR, useSubscriptionData } from './use-subscription-data';

function renderData() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useSubscriptionData(), { wrapper });
}

const proSubscription = { id: 's1', plan: { type: 'pro', name: 'Pro' }, plan_id: 'p1', plan_name: 'Pro', status: 'active', current_credits: 100 };

describe('useSubscriptionData (spec §4)', () => {
  it('fetches subscription data 100 ms after the auth check, not before', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    let calls = 0;
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => {
        calls++;
        return HttpResponse.json(proSubscription);
      }),
      ...accountHandlers(),
    );
    signInAs();
    useSessionStore.setState({ isSessionFetching: true });
    const { result, rerender } = renderData();
    await act(async () => vi.advanceTimersByTime(500));
    expect(calls).toBe(0);

    act(() => useSessionStore.setState({ isSessionFetching: false }));
    rerender();
    await act(async () => vi.advanceTimersByTime(SUBSCRIPTION_FETCH_DELAY_MS - 1));
    expect(calls).toBe(0);
    await act(async () => vi.advanceTimersByTime(1));
    for (let step = 0; step < 50 && !result.current.hasLoaded; step++) await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(result.current.hasLoaded).toBe(true);
    expect(calls).toBe(1);
    expect(result.current.subscription).toMatchObject({ plan_name: 'Pro' });
    expect(SUBSCRIPTION_FETCH_DELAY_MS).toBe(100);
  });

  it('has nothing for a signed-out visitor and asks the server nothing', async () => {
    let calls = 0;
    server.use(http.get('/api/v1/subscriptions/*', () => {
      calls++;
      return HttpResponse.json({});
    }));
    useSessionStore.setState({ customer: null, isHydrated: true, isSessionFetching: false });
    const { result } = renderData();
    await new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_FETCH_DELAY_MS * 2));
    expect(result.current).toMatchObject({ subscription: null, status: null, hasLoaded: false, error: null });
    expect(calls).toBe(0);
  });

  it("says 'Failed to load subscription data' when the server fails, and loads on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    server.use(
      http.get('/api/v1/subscriptions/subscription/status', () =>
        fail ? HttpResponse.json({ detail: 'down' }, { status: 500 }) : HttpResponse.json({ has_plan: true, is_free_plan: false, needs_plan_selection: false }),
      ),
      ...accountHandlers(),
    );
    signInAs();
    const { result } = renderData();
    await waitFor(() => expect(result.current.error).toBe(SUBSCRIPTION_LOAD_ERROR));
    expect(result.current.hasLoaded).toBe(false);
    fail = false;
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.hasLoaded).toBe(true));
    expect(result.current.error).toBeNull();
  });
});
