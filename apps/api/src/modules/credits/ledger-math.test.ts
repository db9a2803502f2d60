import { describe, expect, it } from 'vitest';
import { applyChange } from './ledger-math';

describe('applyChange', () => {
  it('spends subscription credits before purchased ones', () => {
    expect(applyChange({ total: 15, subscription: 10 }, { type: 'take', amount: 4 })).toEqual({ delta: -4, subscriptionDelta: -4, after: { total: 11, subscription: 6 } });
    expect(applyChange({ total: 15, subscription: 3 }, { type: 'take', amount: 5 })).toEqual({ delta: -5, subscriptionDelta: -3, after: { total: 10, subscription: 0 } });
  });
  it('refuses to take more than there is', () => {
    expect(applyChange({ total: 4, subscription: 4 }, { type: 'take', amount: 5 })).toBeNull();
    expect(applyChange({ total: 5, subscription: 4 }, { type: 'take', amount: 5 })).not.toBeNull();
  });
  it('expires only the subscription credits', () => {
    expect(applyChange({ total: 30, subscription: 8 }, { type: 'expire_subscription' })).toEqual({ delta: -8, subscriptionDelta: -8, after: { total: 22, subscription: 0 } });
  });
  it('adds to the named pocket and restores a split', () => {
    expect(applyChange({ total: 2, subscription: 2 }, { type: 'add', pocket: 'purchased', amount: 50 })?.after).toEqual({ total: 52, subscription: 2 });
    expect(applyChange({ total: 2, subscription: 2 }, { type: 'add', pocket: 'subscription', amount: 10 })?.after).toEqual({ total: 12, subscription: 12 });
    expect(applyChange({ total: 0, subscription: 0 }, { type: 'restore', subscription: 3, purchased: 2 })).toEqual({ delta: 5, subscriptionDelta: 3, after: { total: 5, subscription: 3 } });
  });
});
