import { formatMoney } from '@studio/contracts/money';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import type { AppContext } from '../../app-context';
import { readCustomer } from '../auth/customer-cache';
import { enqueueEmail } from '../mail/send-email-job';
import type { PrintOrderRow } from './repo';

export type OrderEmailKind = 'received' | 'shipped' | 'rejected' | 'refunded';

function body(context: AppContext, order: PrintOrderRow, kind: OrderEmailKind, name: string, note: string): { subject: string; text: string } {
  const link = new URL(`/orders`, context.config.publicUrl).toString();
  const what = `“${order.title}” (${order.quote.print_options.quantity} ${order.quote.print_options.quantity === 1 ? 'copy' : 'copies'})`;
  const total = formatMoney(order.totalCents, order.currency);
  switch (kind) {
    case 'received':
      return {
        subject: `We have your order for ${order.title}`,
        text: `Hello ${name},\n\nThank you: your payment of ${total} for ${what} has arrived. We are preparing the print files now, and the printer expects to dispatch it between ${order.quote.estimated_dispatch.earliest} and ${order.quote.estimated_dispatch.latest}.\n\nFollow your order at ${link}\n\n${PRODUCT_NAME}`,
      };
    case 'shipped': {
      const tracking = order.tracking ? `\n\nTracking${order.tracking.carrier ? ` (${order.tracking.carrier})` : ''}: ${order.tracking.url ?? order.tracking.number}` : '';
      return {
        subject: `${order.title} is on its way`,
        text: `Hello ${name},\n\n${what} has left the printer and should arrive between ${order.quote.estimated_delivery.earliest} and ${order.quote.estimated_delivery.latest}.${tracking}${note}\n\nFollow your order at ${link}\n\n${PRODUCT_NAME}`,
      };
    }
    case 'rejected':
      return {
        subject: `We could not print ${order.title}`,
        text: `Hello ${name},\n\nWe are sorry: ${what} could not be printed.${order.statusReason ? `\n\nThe reason: ${order.statusReason}.` : ''}\n\nYour payment of ${total} is being refunded in full; we will write again when it is done.\n\n${PRODUCT_NAME}`,
      };
    case 'refunded':
      return {
        subject: `Your refund for ${order.title}`,
        text: `Hello ${name},\n\nWe have refunded ${total} for ${what} to the card you paid with. Banks usually show it within 5 to 10 working days.${note}\n\n${PRODUCT_NAME}`,
      };
  }
}

/** Tells the customer what happened to their order, with an administrator's message for them when there is one. */
export async function sendOrderEmail(context: AppContext, order: PrintOrderRow, kind: OrderEmailKind, customerMessage: string | null = null): Promise<void> {
  // An order kept after its customer deleted the account has no one to tell.
  const customer = order.customerId ? await readCustomer(context, order.customerId) : undefined;
  if (!customer) return;
  await enqueueEmail(context, { to: customer.email, ...body(context, order, kind, customer.fullName || 'there', customerMessage ? `\n\nA note from us: ${customerMessage}` : '') }, customer.id);
}
