import type { PaymentProviderName } from '@studio/contracts/billing';

export interface CheckoutRequest {
  paymentId: string;
  customer: { id: string; email: string };
  description: string;
  amountCents: number;
  currency: string;
  /** A monthly plan bills again every month; a credit package is charged once. */
  recurring: boolean;
  successUrl: string;
  cancelUrl: string;
  /** When the checkout stops taking payment: the end of the thing's payment window. */
  expiresAt: Date;
}

export interface CheckoutSession {
  /** Where the customer pays: an in-app page (test) or the provider's hosted page (Stripe). */
  checkoutUrl: string;
  /** The provider's id for this checkout, if it has one. */
  providerRef: string | null;
}

export interface RenewalRequest {
  /** The provider's recurring billing object for the subscription (Stripe subscription id), if any. */
  recurringRef: string | null;
  amountCents: number;
  currency: string;
  description: string;
}

/** paid: charged now. pending: the provider bills by itself and reports it later. failed: cannot be charged. */
export type RenewalOutcome = 'paid' | 'pending' | 'failed';

export interface RecurringPrice {
  name: string;
  amountCents: number;
  currency: string;
}

export interface RefundRequest {
  paymentId: string;
  providerRef: string | null;
  amountCents: number;
  currency: string;
}

/** What a provider's notification means for us, whatever its wire format. */
export type PaymentEvent =
  | { type: 'checkout_completed'; paymentId: string; providerRef: string; recurringRef: string | null }
  | { type: 'checkout_expired'; paymentId: string }
  | { type: 'renewal_paid'; recurringRef: string; invoiceRef: string; amountCents: number; currency: string }
  | { type: 'recurring_ended'; recurringRef: string }
  | { type: 'ignored'; eventType: string };

/** The checkout a payment was opened with (`providerRef` is what createCheckout answered). */
export interface CheckoutRef {
  paymentId: string;
  providerRef: string | null;
}

/** expired: it can no longer take money. completed: it took the money before it could be closed. */
export type CheckoutClosing = 'expired' | 'completed';

export class InvalidWebhookSignature extends Error {}

/** Whether an external service answers, in words an administrator can act on. */
export interface ProviderCheck {
  ok: boolean;
  detail: string;
}

/** A way to take money. Adapters: `test` (default, no keys, nothing charged) and `stripe`. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Closes an open checkout so it can no longer take money; says whether it had been paid first. */
  expireCheckout(checkout: CheckoutRef): Promise<CheckoutClosing>;
  chargeRenewal(request: RenewalRequest): Promise<RenewalOutcome>;
  setCancelAtPeriodEnd(recurringRef: string, cancel: boolean): Promise<void>;
  /** From the next period on, bill this price instead (a scheduled downgrade). */
  changeRecurringPrice(recurringRef: string, price: RecurringPrice): Promise<void>;
  /** Stops recurring billing now (the plan was replaced by another one). */
  endRecurring(recurringRef: string): Promise<void>;
  /** Gives a one-off payment back in full; `providerRef` is what createCheckout answered. Answers the provider's refund id. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** A real round trip to the provider, for the back office's "send a test". */
  check(): Promise<ProviderCheck>;
  /** Verifies and reads a provider notification; throws InvalidWebhookSignature. Absent when the provider sends none. */
  readWebhook?(rawBody: Buffer, signature: string | undefined, receivedAtMs: number): PaymentEvent;
}
