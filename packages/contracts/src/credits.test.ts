import { describe, expect, it } from 'vitest';
import { getAvailableCredits, heldChange } from './credits';

describe('getAvailableCredits (spec §9)', () => {
  it('takes the balance when it is above 0', () => {
    expect(getAvailableCredits({ balance: 12, subscription_credits: 50, credits_used_this_period: 5, available_credits: 99 })).toBe(12);
  });

  it('otherwise takes subscription_credits minus credits used this period', () => {
    expect(getAvailableCredits({ balance: 0, subscription_credits: 50, credits_used_this_period: 8, available_credits: 99 })).toBe(42);
  });

  it('floors that difference at 0', () => {
    expect(getAvailableCredits({ balance: 0, subscription_credits: 10, credits_used_this_period: 15, available_credits: 99 })).toBe(0);
  });

  it('treats missing credits used as none', () => {
    expect(getAvailableCredits({ subscription_credits: 10 })).toBe(10);
  });

  it('otherwise takes available_credits', () => {
    expect(getAvailableCredits({ balance: 0, subscription_credits: 0, credits_used_this_period: 3, available_credits: 7 })).toBe(7);
  });

  it("otherwise takes the subscription's current_credits minus credits used", () => {
    expect(getAvailableCredits({ balance: 0, credits_used_this_period: 4, available_credits: 0 }, { current_credits: 20 })).toBe(16);
    expect(getAvailableCredits(null, { current_credits: 20 })).toBe(20);
  });

  it('otherwise is 0', () => {
    expect(getAvailableCredits(null, null)).toBe(0);
    expect(getAvailableCredits({ balance: -3 }, { current_credits: 0 })).toBe(0);
    expect(getAvailableCredits(undefined)).toBe(0);
  });
});

describe('heldChange', () => {
  it('reads a hold and a release by the credits they set aside or give back, and nothing else', () => {
    expect(heldChange({ delta: 0, held_delta: 9 })).toBe('9 held');
    expect(heldChange({ delta: 0, held_delta: -2 })).toBe('2 released');
    expect(heldChange({ delta: -1, held_delta: -1 })).toBeNull();
    expect(heldChange({ delta: 5, held_delta: 0 })).toBeNull();
  });
});
