import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCreditPackage, AdminPlan } from '@studio/contracts/admin-plans';
import type { AuditEntry } from '@studio/contracts/audit';
import type { CreditPackage, Plan, Subscription } from '@studio/contracts/billing';
import type { Paged } from '@studio/contracts/pagination';
import { renewDueSubscriptions } from '../../src/modules/subscriptions/renewals';
import { signUp, signUpAdmin } from '../support/accounts';
import { balanceOf, signInAgain, subscribeTo, switchToPlan } from '../support/billing';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  product = await startTestProduct();
  admin = await signUpAdmin(product);
});
afterAll(() => product.stop());

const asAdmin = () => apiAs(product, admin);
const publicPlans = async () => (await product.app.inject({ method: 'GET', url: '/api/v1/plans' })).json() as Plan[];
const publicPackages = async () => (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as CreditPackage[];
const auditOf = async (targetType: string, targetId: string) =>
  ((await asAdmin().get(`/api/v1/admin/audit-log?target_type=${targetType}&target_id=${targetId}`)).json() as Paged<AuditEntry>).items;

const newPlan = (overrides: object = {}) => ({
  type: 'pro',
  name: `Classroom ${Math.random().toString(36).slice(2, 7)}`,
  description: 'For teachers with a class of readers',
  price_cents: 1499,
  monthly_credits: 150,
  features: ['150 credits a month', 'Every story length'],
  allow_custom_images: true,
  allowed_story_lengths: ['short', 'medium', 'long'],
  sort_order: 5,
  reason: 'Launching the classroom plan',
  ...overrides,
});

describe('admin plans and credit packages: who may', () => {
  it('answers 401 to a visitor and 403 to a customer on every endpoint', async () => {
    const customer = await signUp(product);
    const calls = [
      ['GET', '/api/v1/admin/plans'],
      ['POST', '/api/v1/admin/plans'],
      ['PATCH', '/api/v1/admin/plans/00000000-0000-0000-0000-000000000000'],
      ['GET', '/api/v1/admin/credit-packages'],
      ['POST', '/api/v1/admin/credit-packages'],
      ['PATCH', '/api/v1/admin/credit-packages/00000000-0000-0000-0000-000000000000'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await product.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      const refused = await product.app.inject({ method, url, payload: {}, headers: { authorization: `Bearer ${customer.access_token}` } });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().detail).toMatch(/restricted to administrators/);
    }
  });
});

describe('admin plans', () => {
  it('lists every plan with its subscribers, creates one that /pricing offers, and audits it', async () => {
    const listed = (await asAdmin().get('/api/v1/admin/plans')).json() as Paged<AdminPlan>;
    expect(listed.items.map((plan) => plan.type)).toEqual(expect.arrayContaining(['free', 'pro', 'premium']));
    expect(listed).toMatchObject({ page: 1, per_page: 10, total: listed.items.length });

    const created = await asAdmin().post('/api/v1/admin/plans', newPlan());
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json() as AdminPlan;
    expect(plan).toMatchObject({ price_cents: 1499, currency: 'gbp', is_active: true, subscribers: 0 });
    expect((await publicPlans()).find((offered) => offered.id === plan.id)).toMatchObject({ name: plan.name, features: ['150 credits a month', 'Every story length'] });
    expect(await auditOf('plan', plan.id)).toEqual([
      expect.objectContaining({ action: 'plan.create', actor_id: admin.customer.id, actor_email: admin.customer.email, reason: 'Launching the classroom plan' }),
    ]);
  });

  it('refuses bad plans with field errors and writes nothing', async () => {
    const before = ((await asAdmin().get('/api/v1/admin/plans?per_page=100')).json() as Paged<AdminPlan>).total;
    for (const [payload, field] of [
      [newPlan({ price_cents: 9.5 }), 'price_cents'],
      [newPlan({ allowed_story_lengths: [] }), 'allowed_story_lengths'],
      [newPlan({ reason: '' }), 'reason'],
      [newPlan({ price_cents: 0 }), 'price_cents'],
      [newPlan({ type: 'free', price_cents: 100 }), 'price_cents'],
    ] as const) {
      const response = await asAdmin().post('/api/v1/admin/plans', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    expect(((await asAdmin().get('/api/v1/admin/plans?per_page=100')).json() as Paged<AdminPlan>).total).toBe(before);
    expect((await asAdmin().patch('/api/v1/admin/plans/not-an-id', { name: 'x', reason: 'typo' })).statusCode).toBe(404);
  });

  it('edits show on /api/v1/plans at once and leave current subscriptions alone', async () => {
    const plan = (await asAdmin().post('/api/v1/admin/plans', newPlan())).json() as AdminPlan;
    const subscriber = await signUp(product);
    const started = await apiAs(product, subscriber).post('/api/v1/subscriptions/subscribe', { plan_id: plan.id });
    await apiAs(product, subscriber).post(`/api/v1/payments/test/${started.json().payment_id}/confirm`);
    const subscriptionBefore = (await apiAs(product, subscriber).get('/api/v1/subscriptions/subscription')).json() as Subscription;
    const balanceBefore = await balanceOf(product, subscriber);
    expect(balanceBefore.balance).toBe(150);

    const edited = await asAdmin().patch(`/api/v1/admin/plans/${plan.id}`, { price_cents: 1999, monthly_credits: 200, features: ['200 credits a month'], reason: 'New prices from next month' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ price_cents: 1999, monthly_credits: 200, subscribers: 1 });
    expect((await publicPlans()).find((offered) => offered.id === plan.id)).toMatchObject({ price_cents: 1999, monthly_credits: 200, features: ['200 credits a month'] });

    expect((await apiAs(product, subscriber).get('/api/v1/subscriptions/subscription')).json()).toEqual(subscriptionBefore);
    expect(await balanceOf(product, subscriber)).toEqual(balanceBefore);
    const [update] = await auditOf('plan', plan.id);
    expect(update).toMatchObject({
      action: 'plan.update',
      reason: 'New prices from next month',
      details: { before: { price_cents: 1499, monthly_credits: 150, features: ['150 credits a month', 'Every story length'] }, after: { price_cents: 1999, monthly_credits: 200, features: ['200 credits a month'] } },
    });
  });

  it('retires a plan: off /pricing, no new subscriptions, current ones end at their period end', async () => {
    const plan = (await asAdmin().post('/api/v1/admin/plans', newPlan())).json() as AdminPlan;
    const subscriber = await signUp(product);
    const started = await apiAs(product, subscriber).post('/api/v1/subscriptions/subscribe', { plan_id: plan.id });
    await apiAs(product, subscriber).post(`/api/v1/payments/test/${started.json().payment_id}/confirm`);

    const retired = await asAdmin().patch(`/api/v1/admin/plans/${plan.id}`, { is_active: false, reason: 'Replaced by the school plan' });
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json()).toMatchObject({ is_active: false });
    expect((await publicPlans()).some((offered) => offered.id === plan.id)).toBe(false);
    const latecomer = await signUp(product);
    expect((await apiAs(product, latecomer).post('/api/v1/subscriptions/subscribe', { plan_id: plan.id })).statusCode).toBe(404);

    const current = (await apiAs(product, subscriber).get('/api/v1/subscriptions/subscription')).json() as Subscription;
    expect(current).toMatchObject({ plan_id: plan.id, status: 'active', cancel_at_period_end: true });
    expect(await auditOf('plan', plan.id)).toContainEqual(expect.objectContaining({ action: 'plan.retire', details: expect.objectContaining({ subscriptions_ending: 1 }) }));

    product.clock.set(new Date(Date.parse(current.current_period_end) + 60_000));
    try {
      await renewDueSubscriptions(product.context);
      await signInAgain(product, subscriber);
      expect((await apiAs(product, subscriber).get('/api/v1/subscriptions/subscription')).statusCode).toBe(404);
    } finally {
      product.clock.set(new Date());
    }
  });

  it('changes only the fields a PATCH names', async () => {
    const plan = (await asAdmin().post('/api/v1/admin/plans', newPlan({ sort_order: 7 }))).json() as AdminPlan;
    const priced = (await asAdmin().patch(`/api/v1/admin/plans/${plan.id}`, { price_cents: 1799, reason: 'Price only' })).json() as AdminPlan;
    expect(priced).toEqual({ ...plan, price_cents: 1799 });
    const retired = (await asAdmin().patch(`/api/v1/admin/plans/${plan.id}`, { is_active: false, reason: 'Retire only' })).json() as AdminPlan;
    expect(retired).toEqual({ ...plan, price_cents: 1799, is_active: false });
    const pack = (await asAdmin().post('/api/v1/admin/credit-packages', { name: 'Term pack', credits: 60, price_cents: 999, sort_order: 4, reason: 'New' })).json() as AdminCreditPackage;
    expect((await asAdmin().patch(`/api/v1/admin/credit-packages/${pack.id}`, { credits: 70, reason: 'More' })).json()).toEqual({ ...pack, credits: 70 });
  });

  it('will not retire the free plan', async () => {
    const free = (await publicPlans()).find((plan) => plan.type === 'free')!;
    const refused = await asAdmin().patch(`/api/v1/admin/plans/${free.id}`, { is_active: false, reason: 'Trying it' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/free plan cannot be retired/);
    expect((await publicPlans()).some((plan) => plan.id === free.id)).toBe(true);
    expect(await auditOf('plan', free.id)).toEqual([]);
  });
});

describe('admin credit packages', () => {
  it('creates, edits and retires packages, which the pricing page follows, each change audited', async () => {
    const created = await asAdmin().post('/api/v1/admin/credit-packages', { name: 'Class set', credits: 500, price_cents: 3999, reason: 'For schools' });
    expect(created.statusCode, created.body).toBe(201);
    const pack = created.json() as AdminCreditPackage;
    expect((await publicPackages()).find((offered) => offered.id === pack.id)).toMatchObject({ credits: 500, price_cents: 3999 });

    const edited = await asAdmin().patch(`/api/v1/admin/credit-packages/${pack.id}`, { price_cents: 3499, reason: 'Autumn offer' });
    expect(edited.json()).toMatchObject({ price_cents: 3499, credits: 500 });
    expect((await publicPackages()).find((offered) => offered.id === pack.id)).toMatchObject({ price_cents: 3499 });

    await asAdmin().patch(`/api/v1/admin/credit-packages/${pack.id}`, { is_active: false, reason: 'Offer over' });
    expect((await publicPackages()).some((offered) => offered.id === pack.id)).toBe(false);
    const listed = (await asAdmin().get('/api/v1/admin/credit-packages?per_page=100')).json() as Paged<AdminCreditPackage>;
    expect(listed.items.find((item) => item.id === pack.id)).toMatchObject({ is_active: false });

    expect((await auditOf('credit_package', pack.id)).map((entry) => entry.action)).toEqual(['credit_package.retire', 'credit_package.update', 'credit_package.create']);
    expect((await asAdmin().post('/api/v1/admin/credit-packages', { name: 'Free lunch', credits: 10, price_cents: 0, reason: 'oops' })).statusCode).toBe(422);
  });
});

describe('subscribers who switch', () => {
  it('counts a plan\u2019s subscribers', async () => {
    const customer = await signUp(product);
    await switchToPlan(product, customer, 'premium');
    const plans = (await asAdmin().get('/api/v1/admin/plans?per_page=100')).json() as Paged<AdminPlan>;
    expect(plans.items.find((plan) => plan.type === 'premium')!.subscribers).toBeGreaterThanOrEqual(1);
    await subscribeTo(product, customer, 'pro');
  });
});
