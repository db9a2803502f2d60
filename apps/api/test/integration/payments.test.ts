import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';
import { balanceOf, buyPackage, confirmTestPayment, subscribeTo } from '../support/billing';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

type Auth = Awaited<ReturnType<typeof signUp>>;
const cancelTestPayment = (auth: Auth, id: string) => product.app.inject({ method: 'POST', url: `/api/v1/payments/test/${id}/cancel`, headers: bearer(auth) });
const getPayment = (auth: Auth, id: string) => product.app.inject({ method: 'GET', url: `/api/v1/payments/${id}`, headers: bearer(auth) });

describe('test-mode payments', () => {
  it('shows the customer their pending payment, in integer cents', async () => {
    const auth = await signUp(product);
    const { paymentId } = await buyPackage(product, auth);
    const response = await getPayment(auth, paymentId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: paymentId, purpose: 'credit_package', status: 'pending', provider: 'test', return_path: '/pricing' });
    expect(Number.isInteger(response.json().amount_cents)).toBe(true);
  });

  it('cancels a pending payment: nothing is granted and it can no longer be paid', async () => {
    const auth = await signUp(product);
    const { paymentId } = await buyPackage(product, auth);
    expect((await cancelTestPayment(auth, paymentId)).json()).toMatchObject({ status: 'cancelled' });
    expect((await cancelTestPayment(auth, paymentId)).json()).toMatchObject({ status: 'cancelled' });
    const confirm = await confirmTestPayment(product, auth, paymentId);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().detail).toBe('This payment was cancelled and can no longer be paid');
    expect((await balanceOf(product, auth)).balance).toBe(0);
  });

  it('cannot cancel a paid payment', async () => {
    const auth = await signUp(product);
    const { paymentId, credits } = await buyPackage(product, auth);
    await confirmTestPayment(product, auth, paymentId);
    const cancel = await cancelTestPayment(auth, paymentId);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().detail).toBe('This payment is already paid');
    expect((await balanceOf(product, auth)).balance).toBe(credits);
  });

  it("answers 404 for another customer's payment, an unknown one and a malformed id", async () => {
    const owner = await signUp(product);
    const stranger = await signUp(product);
    const { paymentId } = await buyPackage(product, owner);
    for (const response of [
      await getPayment(stranger, paymentId),
      await confirmTestPayment(product, stranger, paymentId),
      await cancelTestPayment(stranger, paymentId),
      await confirmTestPayment(product, owner, '00000000-0000-0000-0000-000000000000'),
      await confirmTestPayment(product, owner, 'nope'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe('Payment not found');
    }
    expect((await balanceOf(product, stranger)).balance).toBe(0);
    expect((await getPayment(owner, paymentId)).json().status).toBe('pending');
  });

  it('needs a signed-in customer', async () => {
    const auth = await signUp(product);
    const started = await subscribeTo(product, auth, 'pro');
    expect((await product.app.inject({ method: 'POST', url: `/api/v1/payments/test/${started.payment_id}/confirm` })).statusCode).toBe(401);
    expect((await product.app.inject({ method: 'POST', url: '/api/v1/credits/purchase/x' })).statusCode).toBe(401);
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const response = await product.app.inject({ method: 'POST', url: '/api/v1/payments/stripe/webhook', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('Stripe payments are not configured');
  });
});
