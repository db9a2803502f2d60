import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus } from '@studio/contracts/print-orders';
import { Badge, type BadgeTone } from '../ui/badge';

/** Waiting on the customer in sun, under way in plum, on the road in coral, arrived in leaf, stopped in grey, refused in red. */
const TONES: Record<PrintOrderStatus, BadgeTone> = {
  pending_payment: 'sun',
  paid: 'plum',
  submitted: 'plum',
  in_production: 'plum',
  shipped: 'coral',
  delivered: 'leaf',
  cancelled: 'neutral',
  refunded: 'neutral',
  rejected: 'danger',
};

export function OrderStatusBadge({ status, className }: { status: PrintOrderStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} className={className}>
      <span className="sr-only">Status: </span>
      {PRINT_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
