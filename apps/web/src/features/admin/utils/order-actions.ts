import type { AdminOrder } from '@studio/contracts/admin-orders';
import { formatMoney } from '@studio/contracts/money';
import type { PrintOrderStatus } from '@studio/contracts/print-orders';

export interface OrderAction {
  /** The button on the order's page. */
  label: string;
  /** The confirm dialog's title and button. */
  title: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  /** The toast once it is done. */
  done: string;
  /** What happens, in words, for the dialog. */
  consequence: (order: AdminOrder) => string;
}

const refundOf = (order: AdminOrder) => formatMoney(order.quote.total, order.quote.currency);

const mark = (label: string, consequence: string): OrderAction => ({
  label: `Mark ${label}`,
  title: `Mark ${label}?`,
  confirmLabel: `Mark ${label}`,
  tone: 'primary',
  done: `Marked ${label}`,
  consequence: () => consequence,
});

/** What moving an order to each status means to an administrator (the manual fulfilment flow, and the ways out). */
export const ORDER_ACTIONS: Record<PrintOrderStatus, OrderAction> = {
  pending_payment: mark('awaiting payment', 'The order waits for the customer to pay.'),
  paid: mark('paid', 'Only a payment can mark an order paid.'),
  submitted: mark('sent to printer', 'Use this once the print files have been handed to the printer.'),
  in_production: mark('in production', 'The customer sees that their book is being printed.'),
  shipped: mark('shipped', 'The customer is e-mailed the tracking number and sees it under My Orders.'),
  delivered: mark('delivered', 'The order is finished.'),
  cancelled: {
    label: 'Cancel order',
    title: 'Cancel this order?',
    confirmLabel: 'Cancel order',
    tone: 'danger',
    done: 'Order cancelled',
    consequence: (order) =>
      order.paid_at ? `The printer is asked to stop, and ${refundOf(order)} is refunded in full to the customer's card.` : 'It has not been paid for, so nothing is refunded.',
  },
  refunded: {
    label: 'Refund',
    title: 'Refund this order?',
    confirmLabel: 'Refund in full',
    tone: 'danger',
    done: 'Order refunded',
    consequence: (order) => `${refundOf(order)} is refunded in full to the customer's card, and they are e-mailed. This cannot be undone.`,
  },
  rejected: {
    label: 'Reject',
    title: 'Reject this order?',
    confirmLabel: 'Reject order',
    tone: 'danger',
    done: 'Order rejected',
    consequence: (order) => `The customer is e-mailed your reason, and ${refundOf(order)} is refunded in full. This cannot be undone.`,
  },
};
