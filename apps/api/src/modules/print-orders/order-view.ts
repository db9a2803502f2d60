import type { PrintOrder } from '@studio/contracts/print-orders';
import type { PrintOrderEventRow, PrintOrderRow } from './repo';
import { CANCELLABLE } from './transitions';

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
      .map((event) => ({ from: event.fromStatus, to: event.toStatus, source: event.source, reason: event.reason, at: event.createdAt.toISOString() })),
    tracking: row.tracking,
    can_cancel: CANCELLABLE.includes(row.status),
    refund_pending: row.refundRequestedAt !== null && row.status !== 'refunded',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
