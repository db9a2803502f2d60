import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '@studio/contracts/billing';
import { plans } from '../../src/db/schema';
import { assertPlanAllows } from '../../src/modules/subscriptions/plan-limits';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { signUp } from '../support/accounts';
import { planOfType, switchToPlan } from '../support/billing';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

const listPlans = async () => (await product.app.inject({ method: 'GET', url: '/api/v1/plans' })).json() as Plan[];

describe('GET /api/v1/plans', () => {
  it('lists the seeded Free, Pro and Premium plans to anyone, cheapest first', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/plans' });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as Plan[];
    expect(listed.map((plan) => plan.type)).toEqual(['free', 'pro', 'premium']);
    const [free, pro, premium] = listed;
    expect(free).toMatchObject({ name: 'Free', price_cents: 0, monthly_credits: 10, interval: 'month', allow_custom_images: false, allowed_story_lengths: ['short'], is_active: true });
    for (const paid of [pro!, premium!]) {
      expect(paid.price_cents).toBeGreaterThan(0);
      expect(paid.monthly_credits).toBeGreaterThan(free!.monthly_credits);
      expect(paid).toMatchObject({ allow_custom_images: true, allowed_story_lengths: ['short', 'medium', 'long'], currency: free!.currency });
      expect(paid.features.length).toBeGreaterThan(0);
    }
    expect(premium!.price_cents).toBeGreaterThan(pro!.price_cents);
  });

  it('leaves out plans the admin switched off', async () => {
    const premium = await planOfType(product, 'premium');
    await product.context.db.update(plans).set({ isActive: false }).where(eq(plans.id, premium.id));
    try {
      expect((await listPlans()).map((plan) => plan.type)).toEqual(['free', 'pro']);
    } finally {
      await product.context.db.update(plans).set({ isActive: true }).where(eq(plans.id, premium.id));
    }
  });
});

describe('assertPlanAllows (plan limits, spec §5/§6)', () => {
  const refusal = (promise: Promise<void>) => promise.then(() => null, (error: { status: number; detail: string; code: string }) => error);

  it('refuses custom images and longer stories on the free plan (and with no plan), naming the paid plans', async () => {
    const { customer } = await signUp(product);
    const images = await refusal(assertPlanAllows(product.context, customer.id, { feature: 'custom_images' }));
    expect(images).toMatchObject({ status: 403, code: 'plan_upgrade_required', detail: 'Custom character images are available on the Pro and Premium plans. Upgrade to use them.' });
    const long = await refusal(assertPlanAllows(product.context, customer.id, { feature: 'story_length', value: 'long' }));
    expect(long).toMatchObject({ status: 403, detail: 'Long stories are available on the Pro and Premium plans. Upgrade to use them.' });
    await expect(assertPlanAllows(product.context, customer.id, { feature: 'story_length', value: 'short' })).resolves.toBeUndefined();
  });

  it('allows them once the customer is on a paid plan', async () => {
    const auth = await signUp(product);
    await switchToPlan(product, auth, 'free');
    await expect(refusal(assertPlanAllows(product.context, auth.customer.id, { feature: 'custom_images' }))).resolves.toMatchObject({ status: 403 });
    await switchToPlan(product, auth, 'pro');
    await expect(assertPlanAllows(product.context, auth.customer.id, { feature: 'custom_images' })).resolves.toBeUndefined();
    await expect(assertPlanAllows(product.context, auth.customer.id, { feature: 'story_length', value: 'long' })).resolves.toBeUndefined();
  });

  it('reads the limits and the names from the plans table', async () => {
    const pro = await planOfType(product, 'pro');
    const free = await planOfType(product, 'free');
    const { customer } = await signUp(product);
    await product.context.db.update(plans).set({ name: 'Storyteller', allowCustomImages: false }).where(eq(plans.id, pro.id));
    await product.context.db.update(plans).set({ allowedStoryLengths: ['short', 'medium'] }).where(eq(plans.id, free.id));
    try {
      await expect(refusal(assertPlanAllows(product.context, customer.id, { feature: 'custom_images' }))).resolves.toMatchObject({
        detail: 'Custom character images are available on the Premium plan. Upgrade to use them.',
      });
      await expect(refusal(assertPlanAllows(product.context, customer.id, { feature: 'story_length', value: 'long' }))).resolves.toMatchObject({
        detail: 'Long stories are available on the Storyteller and Premium plans. Upgrade to use them.',
      });
      await expect(assertPlanAllows(product.context, customer.id, { feature: 'story_length', value: 'medium' })).resolves.toBeUndefined();
    } finally {
      await product.context.db.update(plans).set({ name: pro.name, allowCustomImages: true }).where(eq(plans.id, pro.id));
      await product.context.db.update(plans).set({ allowedStoryLengths: free.allowed_story_lengths }).where(eq(plans.id, free.id));
    }
  });
});
