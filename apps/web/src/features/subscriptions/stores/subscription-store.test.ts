import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server';
import { SUBSCRIPTION_LOAD_ERROR, useSubscriptionStore } from './subscription-store';

const status = { has_plan: true, is_free_plan: false, needs_plan_selection: false };
const store = () => useSubscriptionStore.getState();

describe('subscription store', () => {
  it('loads the subscription and its status', async () => {
    const subscription = { plan: { type: 'pro', name: 'Pro' }, plan_id: 'p', plan_name: 'Pro', status: 'active', current_credits: 100 };
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => HttpResponse.json(subscription)),
      http.get('/api/v1/subscriptions/subscription/status', () => HttpResponse.json(status)),
    );
    await store().fetchSubscriptionData();
    expect(store()).toMatchObject({ subscription, status, hasLoaded: true, isLoading: false, error: null });
  });

  it('treats 404 as having no subscription', async () => {
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => HttpResponse.json({ detail: 'None', code: 'not_found' }, { status: 404 })),
      http.get('/api/v1/subscriptions/subscription/status', () => HttpResponse.json(status)),
    );
    await store().fetchSubscriptionData();
    expect(store()).toMatchObject({ subscription: null, hasLoaded: true, error: null });
  });

  it("reports 'Failed to load subscription data' when a call fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('/api/v1/subscriptions/subscription', () => HttpResponse.json({ detail: 'Boom', code: 'internal' }, { status: 500 })),
      http.get('/api/v1/subscriptions/subscription/status', () => HttpResponse.json(status)),
    );
    await store().fetchSubscriptionData();
    expect(store()).toMatchObject({ error: SUBSCRIPTION_LOAD_ERROR, hasLoaded: false, isLoading: false });
    expect(SUBSCRIPTION_LOAD_ERROR).toBe('Failed to load subscription data');
  });
});
