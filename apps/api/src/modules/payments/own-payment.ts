import type { AppContext } from '../../app-context';
import { notFound } from '../../errors/app-error';
import { isUuid } from '../../lib/ids';
import { findPayment, type PaymentRow } from './repo';

/** The customer's own payment (of one provider, if given); anyone else's, or none, is 404. */
export async function findOwnPayment(context: AppContext, customerId: string, id: string, provider?: PaymentRow['provider']): Promise<PaymentRow> {
  const payment = isUuid(id) ? await findPayment(context.db, id) : undefined;
  if (!payment || payment.customerId !== customerId || (provider && payment.provider !== provider)) throw notFound('Payment');
  return payment;
}
