import type { Tx } from '../../db/client';
import { insertPayment, insertPaymentOnce, type NewPaymentRow, type PaymentRow } from './repo';

type PaidPaymentValues = Omit<NewPaymentRow, 'status' | 'settledAt' | 'createdAt'>;

/**
 * Records a payment the provider has already taken (a renewal): it never passes through `pending`, so
 * nothing is fulfilled by settlement; the caller delivers what it pays for in the same transaction.
 */
export async function recordPaidPayment(tx: Tx, values: PaidPaymentValues, now: Date): Promise<PaymentRow> {
  return insertPayment(tx, { ...values, status: 'paid', createdAt: now, settledAt: now });
}

/** As `recordPaidPayment`, once per provider reference: undefined when that reference was recorded before. */
export async function recordPaidPaymentOnce(tx: Tx, values: PaidPaymentValues & { providerRef: string }, now: Date): Promise<PaymentRow | undefined> {
  return insertPaymentOnce(tx, { ...values, status: 'paid', createdAt: now, settledAt: now });
}
