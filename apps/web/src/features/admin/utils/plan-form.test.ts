import { describe, expect, it } from 'vitest';
import { planCreateSchema, planUpdateSchema } from '@studio/contracts/admin-plans';
import { plan } from '../admin-test-support';
import { editablePlanFields, planFormDefaults, planFormSchema, toPlanCreate, toPlanUpdate } from './plan-form';

describe('plan form', () => {
  it('sends the price typed in pounds as integer pence, and features as strings', () => {
    const values = planFormSchema.parse({
      ...planFormDefaults(),
      name: 'Family',
      price: '14.99',
      monthly_credits: 250,
      features: [{ text: '250 credits a month' }, { text: 'Every story length' }],
      allowed_story_lengths: ['long', 'short'],
      reason: 'New family tier',
    });
    const request = toPlanCreate(values);
    expect(request).toMatchObject({ type: 'pro', name: 'Family', price_cents: 1499, currency: 'gbp', features: ['250 credits a month', 'Every story length'], allowed_story_lengths: ['short', 'long'] });
    expect(planCreateSchema.safeParse(request).success).toBe(true);
  });

  it('an edit sends every editable field (so the update schema’s defaults cannot wipe any), with the reason', () => {
    const original = plan();
    const values = planFormSchema.parse({ ...planFormDefaults(original), price: '12.00', reason: 'Price rise' });
    const change = toPlanUpdate(values, original);
    expect(change).toEqual({ ...editablePlanFields(original), price_cents: 1200, reason: 'Price rise' });
    expect(planUpdateSchema.parse(change)).toEqual(change);
    expect(toPlanUpdate(planFormSchema.parse({ ...planFormDefaults(original), reason: 'No change' }), original)).toBeNull();
  });

  it('knows a free plan costs nothing and a paid one something', () => {
    const free = planFormSchema.safeParse({ ...planFormDefaults(), type: 'free', name: 'Free', price: '1.00', reason: 'x'.repeat(5) });
    expect(free.error?.issues.map((issue) => issue.message)).toContain('The free plan costs 0');
    const paid = planFormSchema.safeParse({ ...planFormDefaults(), name: 'Pro', price: '0', reason: 'x'.repeat(5) });
    expect(paid.error?.issues.map((issue) => issue.message)).toContain('A paid plan must cost more than 0');
  });
});
