import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentPurpose } from '@studio/contracts/billing';
import { FulfilmentRegistry } from '../../src/modules/payments/fulfilment';
import { insertPayment, findPayment } from '../../src/modules/payments/repo';
import { settlePayment } from '../../src/modules/payments/settle-payment';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, buyPackage, confirmTestPayment, subscribeTo } from '../support/billing';

let product: TestProduct;
const dispatched: Array<{ kind: PaymentPurpose; paymentId: string }> = [];

beforeAll(async () => {
  product = await startTestProduct();
  // The product's own handlers, each wrapped to count its calls.
  const real = product.context.fulfilments;
  const counting = new FulfilmentRegistry();
  for (const kind of ['credit_package', 'subscription'] as const) {
    counting.register(kind, async (tx, payment, details) => {
      dispatched.push({ kind, paymentId: payment.id });
      return real.fulfil(tx, payment, details);
    });
  }
  product.context.fulfilments = counting;
});
afterAll(() => product.stop());
beforeEach(() => {
  dispatched.length = 0;
});

describe('the fulfilment registry', () => {
  it('delivers a credit package through its handler once, however often the payment is confirmed', async () => {
    const auth = await signUp(product);
    await subscribeTo(product, auth, 'free');
    const { paymentId, credits } = await buyPackage(product, auth);
    expect((await confirmTestPayment(product, auth, paymentId)).statusCode).toBe(200);
    expect((await confirmTestPayment(product, auth, paymentId)).statusCode).toBe(200);
    await settlePayment(product.context, paymentId);
    expect(dispatched).toEqual([{ kind: 'credit_package', paymentId }]);
    expect((await balanceOf(product, auth)).balance).toBe(10 + credits);
  });

  it('delivers a subscription through its handler once', async () => {
    const auth = await signUp(product);
    const started = await subscribeTo(product, auth, 'pro');
    expect(started.outcome).toBe('payment_required');
    await confirmTestPayment(product, auth, started.payment_id!);
    await confirmTestPayment(product, auth, started.payment_id!);
    expect(dispatched).toEqual([{ kind: 'subscription', paymentId: started.payment_id }]);
    const subscription = (await product.app.inject({ method: 'GET', url: '/api/v1/subscriptions/subscription', headers: bearer(auth) })).json();
    expect(subscription).toMatchObject({ plan: { type: 'pro' }, status: 'active' });
  });

  it('fails loudly for a kind of purchase nobody delivers, and leaves that payment pending', async () => {
    const auth = await signUp(product);
    const payment = await insertPayment(product.context.db, {
      customerId: auth.customer.id,
      purpose: 'subscription_renewal',
      description: 'A renewal that was never meant to be settled',
      amountCents: 999,
      currency: 'GBP',
      provider: 'test',
      status: 'pending',
      createdAt: product.clock.now(),
    });
    await expect(settlePayment(product.context, payment.id)).rejects.toThrow('No fulfilment handler for "subscription_renewal"');
    expect((await findPayment(product.context.db, payment.id))?.status).toBe('pending');
    expect(dispatched).toEqual([]);
  });

  it('refuses a second handler for the same kind', () => {
    const registry = new FulfilmentRegistry();
    registry.register('credit_package', async () => {});
    expect(() => registry.register('credit_package', async () => {})).toThrow('already registered');
  });
});
