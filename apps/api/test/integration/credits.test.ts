import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditBalance, CreditPackage, CreditTransactions } from '@studio/contracts/billing';
import { DEFAULT_CREDIT_COSTS } from '@studio/contracts/billing';
import { getAvailableCredits } from '@studio/contracts/credits';
import { creditTransactions } from '../../src/db/schema';
import { refundCredits, spendCredits } from '../../src/modules/credits/spend';
import { apiAs } from '../support/client';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp, signUpAdmin } from '../support/accounts';
import { balanceOf, buyPackage, confirmTestPayment, signInAgain, subscribeTo } from '../support/billing';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

type Auth = Awaited<ReturnType<typeof signUp>>;
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: { status: number; detail: string }) => error);

async function freeCustomerWithPurchase(): Promise<{ auth: Auth; purchased: number }> {
  const auth = await signUp(product);
  await subscribeTo(product, auth, 'free');
  const { paymentId, credits } = await buyPackage(product, auth);
  await confirmTestPayment(product, auth, paymentId);
  return { auth, purchased: credits };
}

describe('balance endpoints', () => {
  it('answer the same numbers, consistent with the web rule at every step', async () => {
    const { auth, purchased } = await freeCustomerWithPurchase();
    const steps = [4, 6, purchased - 1, 1];
    for (const amount of [0, ...steps]) {
      if (amount > 0) await spendCredits(product.context, auth.customer.id, amount, `step-${amount}-${Math.random()}`);
      const fromCredits = (await apiAs(product, auth).get('/api/v1/credits/balance')).json() as CreditBalance;
      const fromSubscriptions = (await apiAs(product, auth).get('/api/v1/subscriptions/credits/balance')).json() as CreditBalance;
      expect(fromSubscriptions).toEqual(fromCredits);
      expect(fromCredits.available_credits).toBe(fromCredits.balance);
      expect(getAvailableCredits(fromCredits)).toBe(fromCredits.balance);
    }
    expect(await balanceOf(product, auth)).toEqual({ balance: 0, subscription_credits: 10, credits_used_this_period: 10, available_credits: 0, purchased_credits: 0, held_credits: 0 });
  });

  it('needs a signed-in customer', async () => {
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/credits/balance' })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/credits/check' })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'GET', url: '/api/v1/credits/transactions' })).statusCode).toBe(401);
  });
});

describe('spendCredits', () => {
  it('spends subscription credits first, then purchased ones, and refuses to overdraw with 402', async () => {
    const { auth, purchased } = await freeCustomerWithPurchase();
    await spendCredits(product.context, auth.customer.id, 8, 'a');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 2 + purchased, purchased_credits: purchased, credits_used_this_period: 8 });
    await spendCredits(product.context, auth.customer.id, 5, 'b');
    expect(await balanceOf(product, auth)).toMatchObject({ balance: purchased - 3, purchased_credits: purchased - 3, credits_used_this_period: 10 });

    const refused = await failure(spendCredits(product.context, auth.customer.id, purchased, 'c'));
    expect(refused).toMatchObject({ status: 402, detail: `Not enough credits: need ${purchased}, have ${purchased - 3}` });
    expect((await balanceOf(product, auth)).balance).toBe(purchased - 3);
  });

  it('charges a reference once', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const first = await spendCredits(product.context, auth.customer.id, 3, 'job-42');
    const again = await spendCredits(product.context, auth.customer.id, 3, 'job-42');
    expect(first.charged).toBe(true);
    expect(again).toEqual({ transaction: first.transaction, charged: false });
    expect(first.transaction).toMatchObject({ kind: 'image_generation', delta: -3, balance_after: 7, reference: 'job-42' });
    expect((await balanceOf(product, auth)).balance).toBe(7);
  });

  it('refunds a spend once, back to the credits it came from', async () => {
    const { auth, purchased } = await freeCustomerWithPurchase();
    await spendCredits(product.context, auth.customer.id, 12, 'failed-book');
    const refund = await refundCredits(product.context, auth.customer.id, 'failed-book');
    const again = await refundCredits(product.context, auth.customer.id, 'failed-book');
    expect(refund).toMatchObject({ charged: true, transaction: { kind: 'refund', delta: 12 } });
    expect(again.charged).toBe(false);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: 10 + purchased, purchased_credits: purchased, credits_used_this_period: 0 });
    expect(await failure(refundCredits(product.context, auth.customer.id, 'never-spent'))).toMatchObject({ status: 404 });
  });

  it('never overdraws or double-charges under parallel spends', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const customerId = auth.customer.id;
    // 25 different jobs of 1 credit against 10 credits, and 10 copies of one 2-credit job, all at once.
    const distinct = Array.from({ length: 25 }, (_, index) => failure(spendCredits(product.context, customerId, 1, `parallel-${index}`)));
    const identical = Array.from({ length: 10 }, () => spendCredits(product.context, customerId, 2, 'same-job').then((spent) => spent.charged, () => 'refused'));
    const [distinctOutcomes, identicalOutcomes] = await Promise.all([Promise.all(distinct), Promise.all(identical)]);

    const refused = distinctOutcomes.filter((outcome) => outcome !== null);
    for (const refusal of refused) expect(refusal).toMatchObject({ status: 402 });
    const sameJobCharged = identicalOutcomes.filter((outcome) => outcome === true).length;
    // The 2-credit job is charged exactly once if it got in before the credits ran out, and only refused otherwise.
    expect(sameJobCharged).toBeLessThanOrEqual(1);
    if (sameJobCharged === 1) expect(identicalOutcomes.filter((outcome) => outcome === 'refused')).toHaveLength(0);
    const spentByDistinct = 25 - refused.length;
    expect(spentByDistinct + 2 * sameJobCharged).toBe(10);

    const rows = await product.context.db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customerId)).orderBy(creditTransactions.seq);
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, index) => index + 1));
    let running = 0;
    for (const row of rows) {
      running += row.delta;
      expect(row.balanceAfter).toBe(running);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect((await balanceOf(product, auth)).balance).toBe(0);
  });

  it('refuses a spend of nothing', async () => {
    const auth = await signUp(product);
    await expect(spendCredits(product.context, auth.customer.id, 0, 'zero')).rejects.toThrow(/positive whole amount/);
  });
});

describe('POST /api/v1/credits/check', () => {
  it('defaults to 10 images of gpt-image-1-mini', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const response = await apiAs(product, auth).post('/api/v1/credits/check');
    expect(response.json()).toEqual({ model: 'gpt-image-1-mini', num_images: 10, cost_per_image: 1, required: 10, available: 10, sufficient: true });
  });

  it('prices gpt-image-1 at 4 per image, reads overrides from settings and rejects unknown models', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    expect((await apiAs(product, auth).post('/api/v1/credits/check', { model: 'gpt-image-1', num_images: 3 })).json()).toMatchObject({ cost_per_image: 4, required: 12, available: 10, sufficient: false });
    expect((await apiAs(product, auth).post('/api/v1/credits/check', { model: 'builtin', num_images: 10 })).json()).toMatchObject({ cost_per_image: 1, required: 10, sufficient: true });

    const admin = await signUpAdmin(product);
    const setCosts = (credit_costs: typeof DEFAULT_CREDIT_COSTS) =>
      product.app.inject({ method: 'PUT', url: '/api/v1/admin/settings', headers: bearer(admin), payload: { credit_costs, reason: 'price test' } });
    expect((await setCosts({ ...DEFAULT_CREDIT_COSTS, 'gpt-image-1': 2 })).statusCode).toBe(200);
    try {
      expect((await apiAs(product, auth).post('/api/v1/credits/check', { model: 'gpt-image-1', num_images: 5 })).json()).toMatchObject({ cost_per_image: 2, required: 10, sufficient: true });
    } finally {
      await setCosts(DEFAULT_CREDIT_COSTS);
    }
    expect((await apiAs(product, auth).post('/api/v1/credits/check', { model: 'dall-e-9', num_images: 1 })).statusCode).toBe(422);
    expect((await apiAs(product, auth).post('/api/v1/credits/check', { num_images: 0 })).statusCode).toBe(422);
  });
});

describe('credit packages and purchases', () => {
  it('lists packages to anyone', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' });
    expect(response.statusCode).toBe(200);
    const packages = response.json() as CreditPackage[];
    expect(packages.length).toBeGreaterThanOrEqual(2);
    for (const item of packages) {
      expect(Object.keys(item).sort()).toEqual(['credits', 'currency', 'id', 'name', 'price_cents']);
      expect(Number.isInteger(item.price_cents) && item.price_cents > 0).toBe(true);
    }
  });

  it('adds the credits exactly once when the test payment is confirmed, twice or in parallel', async () => {
    const auth = await signUp(product);
    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as CreditPackage[];
    const chosen = packages[1]!;
    const started = await apiAs(product, auth).post(`/api/v1/credits/purchase/${chosen.id}`, { return_path: '/profile' });
    expect(started.statusCode).toBe(200);
    const { payment_id, checkout_url } = started.json();
    expect(checkout_url).toBe(`/checkout/test/${payment_id}`);
    expect((await apiAs(product, auth).get(`/api/v1/payments/${payment_id}`)).json()).toMatchObject({
      purpose: 'credit_package', amount_cents: chosen.price_cents, currency: chosen.currency, status: 'pending', return_path: '/profile',
    });
    expect((await balanceOf(product, auth)).balance).toBe(0);

    const confirmations = await Promise.all([1, 2, 3].map(() => confirmTestPayment(product, auth, payment_id)));
    for (const confirmation of confirmations) expect(confirmation.json()).toMatchObject({ status: 'paid' });
    await confirmTestPayment(product, auth, payment_id);
    expect(await balanceOf(product, auth)).toMatchObject({ balance: chosen.credits, purchased_credits: chosen.credits });
    const history = ((await apiAs(product, auth).get('/api/v1/credits/transactions')).json() as CreditTransactions).items;
    expect(history).toEqual([expect.objectContaining({ kind: 'purchase', delta: chosen.credits, reference: payment_id, description: `${chosen.name}: ${chosen.credits} credits` })]);
  });

  it('answers 404 for an unknown package and rejects a return path to another site', async () => {
    const auth = await signUp(product);
    expect((await apiAs(product, auth).post('/api/v1/credits/purchase/not-a-package')).json()).toMatchObject({ detail: 'Credit package not found' });
    const packages = (await product.app.inject({ method: 'GET', url: '/api/v1/credits/packages' })).json() as CreditPackage[];
    expect((await apiAs(product, auth).post(`/api/v1/credits/purchase/${packages[0]!.id}`, { return_path: '//evil.example/x' })).statusCode).toBe(422);
  });

  it('keeps purchased credits when the subscription credits expire', async () => {
    const { auth, purchased } = await freeCustomerWithPurchase();
    await spendCredits(product.context, auth.customer.id, 4, 'before-expiry');
    const { current_period_end } = (await apiAs(product, auth).get('/api/v1/subscriptions/subscription')).json();
    await apiAs(product, auth).post('/api/v1/subscriptions/cancel');
    product.clock.set(new Date(Date.parse(current_period_end) + 1000));
    await signInAgain(product, auth);
    const { renewDueSubscriptions } = await import('../../src/modules/subscriptions/renewals');
    await renewDueSubscriptions(product.context);
    expect(await balanceOf(product, auth)).toEqual({ balance: purchased, subscription_credits: 0, credits_used_this_period: 0, available_credits: purchased, purchased_credits: purchased, held_credits: 0 });
  });
});

describe('GET /api/v1/credits/transactions', () => {
  it('lists newest first, 50 by default, `limit` at most', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    for (let index = 1; index <= 3; index++) await spendCredits(product.context, auth.customer.id, index, `history-${index}`);
    const all = ((await apiAs(product, auth).get('/api/v1/credits/transactions')).json() as CreditTransactions).items;
    expect(all.map((entry) => [entry.kind, entry.delta, entry.balance_after])).toEqual([
      ['image_generation', -3, 4],
      ['image_generation', -2, 7],
      ['image_generation', -1, 9],
      ['subscription_grant', 10, 10],
    ]);
    const limited = ((await apiAs(product, auth).get('/api/v1/credits/transactions?limit=2')).json() as CreditTransactions).items;
    expect(limited).toEqual(all.slice(0, 2));
    const nextPage = ((await apiAs(product, auth).get('/api/v1/credits/transactions?limit=2&offset=2')).json() as CreditTransactions).items;
    expect(nextPage).toEqual(all.slice(2, 4));
    expect(((await apiAs(product, auth).get('/api/v1/credits/transactions?limit=2&offset=4')).json() as CreditTransactions).items).toEqual([]);
    expect((await apiAs(product, auth).get('/api/v1/credits/transactions?offset=-1')).statusCode).toBe(422);
    expect((await apiAs(product, auth).get('/api/v1/credits/transactions?limit=0')).statusCode).toBe(422);

    const stranger = await signUp(product);
    expect(((await apiAs(product, stranger).get('/api/v1/credits/transactions')).json() as CreditTransactions).items).toEqual([]);
  });
});
