import { describe, expect, it } from 'vitest';
import { isFreePlan, isSubscriptionActive } from './plan-rules';

describe('isFreePlan (spec §4)', () => {
  it('is free without a subscription', () => {
    expect(isFreePlan(null)).toBe(true);
    expect(isFreePlan(undefined)).toBe(true);
  });

  it.each([
    [{ type: 'free', name: 'Starter' }, true],
    [{ type: 'Free', name: 'Starter' }, true],
    [{ type: 'pro', name: 'free' }, true],
    [{ type: 'pro', name: 'Free' }, true],
    [{ type: 'pro', name: 'Pro' }, false],
    [{ type: 'premium', name: 'Premium' }, false],
    [{ type: 'FREE', name: 'FREE' }, false],
  ])('plan %j → free %s', (plan, expected) => {
    expect(isFreePlan({ plan, status: 'active' })).toBe(expected);
  });

  it('is not free for a paid subscription missing plan details', () => {
    expect(isFreePlan({ plan: null, status: 'active' })).toBe(false);
  });
});

describe('isSubscriptionActive', () => {
  it('is active only when the status is active', () => {
    expect(isSubscriptionActive({ status: 'active' })).toBe(true);
    expect(isSubscriptionActive({ status: 'cancelled' })).toBe(false);
    expect(isSubscriptionActive(null)).toBe(false);
  });
});
