import { describe, expect, it } from 'vitest';
import { applyChange } from './ledger-math';

describe('applyChange', () => {
  it('spends subscription credits before purchased ones', () => {
    expect(applyChange({ total: 15, subscription: 10, held: 0 }, { type: 'take', amount: 4 })).toEqual({ delta: -4, subscriptionDelta: -4, heldDelta: 0, after: { total: 11, subscription: 6, held: 0 } });
    expect(applyChange({ total: 15, subscription: 3, held: 0 }, { type: 'take', amount: 5 })).toEqual({ delta: -5, subscriptionDelta: -3, heldDelta: 0, after: { total: 10, subscription: 0, held: 0 } });
  });
  it('refuses to take more than there is', () => {
    expect(applyChange({ total: 4, subscription: 4, held: 0 }, { type: 'take', amount: 5 })).toBeNull();
    expect(applyChange({ total: 5, subscription: 4, held: 0 }, { type: 'take', amount: 5 })).not.toBeNull();
  });
  it('expires only the subscription credits', () => {
    expect(applyChange({ total: 30, subscription: 8, held: 0 }, { type: 'expire_subscription' })).toEqual({ delta: -8, subscriptionDelta: -8, heldDelta: 0, after: { total: 22, subscription: 0, held: 0 } });
  });
  it('adds to the named pocket and restores a split', () => {
    expect(applyChange({ total: 2, subscription: 2, held: 0 }, { type: 'add', pocket: 'purchased', amount: 50 })?.after).toEqual({ total: 52, subscription: 2, held: 0 });
    expect(applyChange({ total: 2, subscription: 2, held: 0 }, { type: 'add', pocket: 'subscription', amount: 10 })?.after).toEqual({ total: 12, subscription: 12, held: 0 });
    expect(applyChange({ total: 0, subscription: 0, held: 0 }, { type: 'restore', subscription: 3, purchased: 2 })).toEqual({ delta: 5, subscriptionDelta: 3, heldDelta: 0, after: { total: 5, subscription: 3, held: 0 } });
  });
  it('holds only spendable credits, and takes from a hold without counting it twice', () => {
    const before = { total: 10, subscription: 4, held: 6 };
    expect(applyChange(before, { type: 'hold', amount: 5 })).toBeNull();
    expect(applyChange(before, { type: 'hold', amount: 4 })).toEqual({ delta: 0, subscriptionDelta: 0, heldDelta: 4, after: { total: 10, subscription: 4, held: 10 } });
    expect(applyChange(before, { type: 'take', amount: 5 })).toBeNull();
    expect(applyChange(before, { type: 'take', amount: 8, fromHold: 6 })).toEqual({ delta: -8, subscriptionDelta: -4, heldDelta: -6, after: { total: 2, subscription: 0, held: 0 } });
    expect(applyChange(before, { type: 'take', amount: 11, fromHold: 6 })).toBeNull();
  });
  it('releases no more than is held', () => {
    expect(applyChange({ total: 10, subscription: 0, held: 3 }, { type: 'release', amount: 5 })?.after).toEqual({ total: 10, subscription: 0, held: 0 });
  });
});
