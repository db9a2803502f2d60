import type { AdminStatusChange } from '@studio/contracts/admin-orders';
import type { PrintOrder, StatusChange } from '@studio/contracts/print-orders';
import type { PrintOrderEventRow, PrintOrderRow } from './repo';
import { CANCELLABLE, customerSees } from './transitions';

/** An order as its owner sees it, with its history oldest first. */
export function toPrintOrder(row: PrintOrderRow, events: PrintOrderEventRow[], coverUrl: string | null = null): PrintOrder {
  return {
    id: row.id,
    status: row.status,
    story_id: row.storyId,
    uploaded_book_id: row.uploadedBookId,
    title: row.title,
    cover_url: coverUrl,
    print_options: row.printOptions,
    shipping_address: row.shippingAddress,
    shipping_level: row.shippingLevel,
    notes: row.notes,
    quote: row.quote,
    payment_id: row.paymentId,
    checkout_url: row.status === 'pending_payment' ? row.checkoutUrl : null,
    status_reason: row.statusReason,
    history: events
      .filter((event) => event.orderId === row.id)
      .map(toStatusChange),
    tracking: row.tracking,
    can_cancel: CANCELLABLE.includes(row.status),
    refund_pending: row.refundRequestedAt !== null && row.status !== 'refunded',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toStatusChange = (event: PrintOrderEventRow): StatusChange => ({
  from: event.fromStatus,
  to: event.toStatus,
  source: event.source,
  reason: customerSees(event),
  at: event.createdAt.toISOString(),
});

/** The back office also sees the reason an administrator typed, which the customer never does. */
export const toAdminStatusChange = (event: PrintOrderEventRow): AdminStatusChange => ({
  ...toStatusChange(event),
  internal_reason: event.source === 'admin' && event.actorId ? event.reason : null,
});
