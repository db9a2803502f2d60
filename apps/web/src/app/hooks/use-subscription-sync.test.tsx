import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUBSCRIPTION_FETCH_DELAY_MS } from '@studio/contracts/constants';
import { useSessionStore } from '../../lib/session-store';
import { useSubscriptionStore } from '../../features/subscriptions/stores/subscription-store';
import { signInAs } from '../../test/render-app';
import { useSubscriptionSync } from './use-subscription-sync';

describe('useSubscriptionSync (spec §4)', () => {
  it('fetches subscription data 100 ms after the auth check, not before', () => {
    vi.useFakeTimers();
    const fetchSubscriptionData = vi.fn(async () => undefined);
    useSubscriptionStore.setState({ fetchSubscriptionData });
    signInAs();
    useSessionStore.setState({ isSessionFetching: true });
    const { rerender } = renderHook(() => useSubscriptionSync());
    vi.advanceTimersByTime(500);
    expect(fetchSubscriptionData).not.toHaveBeenCalled();

    useSessionStore.setState({ isSessionFetching: false });
    rerender();
    vi.advanceTimersByTime(SUBSCRIPTION_FETCH_DELAY_MS - 1);
    expect(fetchSubscriptionData).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchSubscriptionData).toHaveBeenCalledOnce();
    expect(SUBSCRIPTION_FETCH_DELAY_MS).toBe(100);
  });

  it('forgets subscription data when signed out', () => {
    useSubscriptionStore.setState({ subscription: { status: 'active' }, hasLoaded: true });
    useSessionStore.setState({ customer: null, isHydrated: true, isSessionFetching: false });
    renderHook(() => useSubscriptionSync());
    expect(useSubscriptionStore.getState()).toMatchObject({ subscription: null, hasLoaded: false });
  });
});
