import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@studio/contracts/admin-dashboard';
import { jobs } from '../../src/db/schema';
import { bearer, signUp, signUpAdmin } from '../support/accounts';
import { confirmTestPayment, planOfType, switchToPlan } from '../support/billing';
import { completeStory, illustrate, imageSpends } from '../support/books';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';

let product: TestProduct;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  product = await startTestProduct();
  admin = await signUpAdmin(product);
});
afterAll(() => product.stop());

const dashboard = async () => {
  const response = await apiAs(product, admin).get('/api/v1/admin/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Dashboard;
};
const countOf = (board: Dashboard, status: string) => board.orders_by_status.find((row) => row.status === status)!.count;
const subscribersOf = (board: Dashboard, type: string) => board.subscriptions_by_plan.find((row) => row.plan_type === type)?.count ?? 0;

describe('the dashboard', () => {
  it('matches the data: customers, subscriptions, revenue, orders, credits, books and failed jobs', async () => {
    const before = await dashboard();
    expect(before.revenue.by_month).toHaveLength(12);
    expect(before.revenue.by_month.at(-1)!.month).toBe(product.clock.now().toISOString().slice(0, 7));
    expect(before.orders_by_status.map((row) => row.status)).toEqual([
      'pending_payment', 'paid', 'submitted', 'in_production', 'shipped', 'delivered', 'cancelled', 'refunded', 'rejected',
    ]);

    const customer = await signUp(product);
    await switchToPlan(product, customer, 'pro');
    const pro = await planOfType(product, 'pro');
    const storyId = await completeStory(product, customer, { story_length: 'short' });
    expect((await illustrate(product, customer, storyId)).status).toBe('succeeded');
    const spent = (await imageSpends(product, customer)).reduce((sum, entry) => sum - entry.delta, 0);
    const placed = await product.app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(customer), 'idempotency-key': crypto.randomUUID() },
      payload: { story_id: storyId, shipping_address: { full_name: 'Ada Parent', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await product.context.db.insert(jobs).values({ kind: 'illustrate-book', status: 'failed', error: 'a test failure', customerId: customer.customer.id });

    const after = await dashboard();
    expect(after.customers.total - before.customers.total).toBe(1);
    expect(after.customers.new_this_week - before.customers.new_this_week).toBe(1);
    expect(subscribersOf(after, 'pro') - subscribersOf(before, 'pro')).toBe(1);
    expect(after.revenue.currency).toBe('GBP');
    expect(after.revenue.this_month_cents - before.revenue.this_month_cents).toBe(pro.price_cents);
    expect(after.revenue.by_month.at(-1)!.amount_cents).toBe(after.revenue.this_month_cents);
    expect(countOf(after, 'pending_payment') - countOf(before, 'pending_payment')).toBe(1);
    expect(spent).toBeGreaterThan(0);
    expect(after.credits.spent_total - before.credits.spent_total).toBe(spent);
    expect(after.credits.spent_this_month - before.credits.spent_this_month).toBe(spent);
    expect(after.books.total - before.books.total).toBe(1);
    expect(after.books.this_month - before.books.this_month).toBe(1);
    expect(after.failed_jobs_24h - before.failed_jobs_24h).toBe(1);
    expect(after.orders_needing_attention).toBe(before.orders_needing_attention);

    // Paid, at the manual provider: it waits for an administrator from the start, not after two days.
    const order = placed.json() as { id: string; payment_id: string };
    expect((await confirmTestPayment(product, customer, order.payment_id)).statusCode).toBe(200);
    await expect.poll(async () => (await dashboard()).orders_needing_attention, { timeout: 30_000 }).toBe(before.orders_needing_attention + 1);
  }, 120_000);

  it('keeps its history when a customer deletes their account: sign-ups, revenue, orders, credits spent and books made do not fall', async () => {
    const customer = await signUp(product);
    await switchToPlan(product, customer, 'pro');
    const storyId = await completeStory(product, customer, { story_length: 'short' });
    expect((await illustrate(product, customer, storyId)).status).toBe('succeeded');
    const placed = await product.app.inject({
      method: 'POST',
      url: '/api/v1/print-orders',
      headers: { ...bearer(customer), 'idempotency-key': crypto.randomUUID() },
      payload: { story_id: storyId, shipping_address: { full_name: 'Ada Parent', address_line_1: '1 Story Lane', city: 'London', postal_code: 'EC1A 1AA', country: 'GB', phone: '020 7946 0018' } },
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const before = await dashboard();
    const deleted = await product.app.inject({ method: 'DELETE', url: '/api/v1/auth/profile', headers: bearer(customer), payload: { password: customer.password } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await dashboard();

    // The accounts there are now fall by one; everything that happened stays.
    expect(after.customers.total).toBe(before.customers.total - 1);
    expect(after.customers).toMatchObject({ ever: before.customers.ever, new_this_week: before.customers.new_this_week });
    expect(after.revenue).toEqual(before.revenue);
    expect(after.credits).toEqual(before.credits);
    expect(after.books).toEqual(before.books);
    const total = (board: Dashboard) => board.orders_by_status.reduce((sum, row) => sum + row.count, 0);
    expect(total(after)).toBe(total(before));
    // Its order awaiting payment ended with the account.
    expect(countOf(after, 'pending_payment')).toBe(countOf(before, 'pending_payment') - 1);
    expect(countOf(after, 'cancelled')).toBe(countOf(before, 'cancelled') + 1);
  }, 120_000);
});
