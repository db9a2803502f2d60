import type { PaymentPurpose } from '@studio/contracts/billing';
import type { Tx } from '../../db/client';
import type { PaymentEvent } from '../../infra/payments/payment-provider';
import type { PaymentRow } from './repo';

/** A payment being fulfilled always has its customer: a deleted account's pending payments are deleted with it. */
export type PaidPayment = PaymentRow & { customerId: string };

export interface FulfilmentDetails {
  /** The provider's id of the recurring billing this payment starts, if any. */
  recurringRef: string | null;
  now: Date;
}

export interface FulfilmentOutcome {
  /** The provider's id of recurring billing this purchase replaced, to be stopped once the transaction commits. */
  replacedProviderRef?: string | null;
  /** Work to start once the payment is committed (queueing a job), so it never runs for a payment that rolled back. */
  afterCommit?: () => Promise<void>;
}

/** Delivers what a payment bought, inside the transaction that marks it paid. */
export type FulfilmentHandler = (tx: Tx, payment: PaidPayment, details: FulfilmentDetails) => Promise<FulfilmentOutcome | void>;

/** What follows, for the thing bought, once the provider confirmed its refund (inside the transaction that records it). */
export interface RefundedDetails {
  now: Date;
  /** What an administrator told the customer about the refund, if anything. */
  customerMessage: string | null;
}

export type RefundedHandler = (tx: Tx, payment: PaymentRow, details: RefundedDetails) => Promise<FulfilmentOutcome | void>;

/** A renewal the provider charged by itself (Stripe invoice.paid), once per invoice. */
export type RenewalPaid = Omit<Extract<PaymentEvent, { type: 'renewal_paid' }>, 'type'>;

/** What follows the provider's own recurring billing: a renewal it charged, or a recurring billing it ended. Each is idempotent. */
export interface RecurringBillingHandlers {
  renewalPaid(renewal: RenewalPaid): Promise<unknown>;
  ended(recurringRef: string): Promise<unknown>;
}

/**
 * What each kind of purchase delivers, contributed by the module that owns it (credits, subscriptions,
 * print orders), so payments never needs to know what was bought.
 */
export class FulfilmentRegistry {
  private readonly handlers = new Map<PaymentPurpose, FulfilmentHandler>();
  private readonly refundedHandlers = new Map<PaymentPurpose, RefundedHandler>();
  private recurringHandlers: RecurringBillingHandlers | undefined;

  register(kind: PaymentPurpose, handler: FulfilmentHandler): void {
    if (this.handlers.has(kind)) throw new Error(`A fulfilment handler for "${kind}" purchases is already registered`);
    this.handlers.set(kind, handler);
  }

  /** A kind of purchase that records its refunds (a print order becomes refunded); others need nothing. */
  onRefunded(kind: PaymentPurpose, handler: RefundedHandler): void {
    if (this.refundedHandlers.has(kind)) throw new Error(`A refund handler for "${kind}" purchases is already registered`);
    this.refundedHandlers.set(kind, handler);
  }

  /** The one kind of purchase the provider bills again by itself (subscriptions) says what its renewals and endings do. */
  onRecurring(handlers: RecurringBillingHandlers): void {
    if (this.recurringHandlers) throw new Error('Recurring billing handlers are already registered');
    this.recurringHandlers = handlers;
  }

  get recurring(): RecurringBillingHandlers {
    if (!this.recurringHandlers) throw new Error('No recurring billing handlers are registered');
    return this.recurringHandlers;
  }

  async refunded(tx: Tx, payment: PaymentRow, details: RefundedDetails): Promise<FulfilmentOutcome> {
    return (await this.refundedHandlers.get(payment.purpose)?.(tx, payment, details)) ?? {};
  }

  async fulfil(tx: Tx, payment: PaidPayment, details: FulfilmentDetails): Promise<FulfilmentOutcome> {
    const handler = this.handlers.get(payment.purpose);
    if (!handler) throw new Error(`No fulfilment handler for "${payment.purpose}" purchases (payment ${payment.id})`);
    return (await handler(tx, payment, details)) ?? {};
  }
}
