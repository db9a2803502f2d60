import type { Payment, PaymentStatus } from '@studio/contracts/billing';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { toPayment } from './payment-view';
import { deletePaymentsOfExcept, detachPayments, listPaymentsOf } from './repo';

/** Payments in which money moved: the accounts must keep them. */
const MONEY_MOVED: readonly PaymentStatus[] = ['paid', 'refunded'];

/**
 * Before an account is deleted, inside its transaction: payments in which no money moved go; the rest
 * stay with their amounts, dates and ids, detached from the customer (a print order's description,
 * which names the book, becomes plain). Call after the unpaid print orders that point at them are
 * gone. Answers how many stay.
 */
export async function keepPaidPaymentsAnonymised(tx: Tx, customerId: string): Promise<number> {
  await deletePaymentsOfExcept(tx, customerId, MONEY_MOVED);
  const kept = await listPaymentsOf(tx, customerId);
  await detachPayments(tx, kept.filter((payment) => payment.purpose === 'print_order').map((payment) => payment.id), { description: 'Printed book' });
  await detachPayments(tx, kept.filter((payment) => payment.purpose !== 'print_order').map((payment) => payment.id));
  return kept.length;
}

/** Every payment of the customer, for their data export. */
export async function listPaymentsForExport(context: AppContext, customerId: string): Promise<Payment[]> {
  return (await listPaymentsOf(context.db, customerId)).map(toPayment);
}
