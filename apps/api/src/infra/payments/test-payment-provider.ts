import { TEST_CHECKOUT_PATH } from '@studio/contracts/billing';
import type { PaymentProvider } from './payment-provider';

/**
 * The default provider: nothing is charged. Checkout is an in-app page that says so, where the customer
 * confirms or cancels the payment; renewals succeed at once.
 */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    createCheckout: async (request) => ({ checkoutUrl: `${TEST_CHECKOUT_PATH}/${request.paymentId}`, providerRef: null }),
    // The in-app checkout page pays only a pending payment, so cancelling the payment closes it.
    expireCheckout: async () => 'expired',
    chargeRenewal: async () => 'paid',
    // Test mode keeps no recurring billing outside our own tables.
    setCancelAtPeriodEnd: async () => undefined,
    changeRecurringPrice: async () => undefined,
    endRecurring: async () => undefined,
    // Nothing was charged, so nothing goes back; the refund is recorded under a recognisable id.
    refund: async (request) => ({ refundRef: `test_refund_${request.paymentId}` }),
    check: async () => ({ ok: true, detail: 'Test mode: checkouts are confirmed in the app and nothing is charged' }),
  };
}
