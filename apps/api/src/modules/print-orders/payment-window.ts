import type { AppContext } from '../../app-context';
import { getSetting } from '../settings/settings';

/** How long an unpaid order waits for its payment: the administrators' setting, else PRINT_ORDER_PAYMENT_HOURS. */
export async function unpaidOrderWindowHours(context: AppContext): Promise<number> {
  return (await getSetting(context, 'unpaid_order_expiry_hours')) ?? context.config.printOrderPaymentMs / 3_600_000;
}
