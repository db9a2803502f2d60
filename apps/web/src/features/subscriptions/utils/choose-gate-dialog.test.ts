import { describe, expect, it } from 'vitest';
import { chooseGateDialog } from './choose-gate-dialog';

const needsPlan = { has_plan: false, is_free_plan: false, needs_plan_selection: true };
const onFree = { has_plan: true, is_free_plan: true, needs_plan_selection: false };
const freeSubscription = { plan: { type: 'free', name: 'Free' }, status: 'active' };
const proSubscription = { plan: { type: 'pro', name: 'Pro' }, status: 'active' };

describe('chooseGateDialog', () => {
  it('asks for a plan when the server says a selection is needed', () => {
    expect(chooseGateDialog(needsPlan, null, false)).toBe('select-plan');
    expect(chooseGateDialog(needsPlan, null, true)).toBe('select-plan');
  });

  it('welcomes a free plan while the browser flag is unset', () => {
    expect(chooseGateDialog(onFree, freeSubscription, false)).toBe('free-plan');
    expect(chooseGateDialog(onFree, null, false)).toBe('free-plan');
  });

  it('shows the free-plan welcome only once', () => {
    expect(chooseGateDialog(onFree, freeSubscription, true)).toBeNull();
  });

  it('shows nothing on a paid plan', () => {
    expect(chooseGateDialog({ ...onFree, is_free_plan: false }, proSubscription, false)).toBeNull();
  });
});
