import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus } from '@studio/contracts/print-orders';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

/** Waiting on the customer in sun, with us in plum, on the road in coral, arrived in leaf, stopped in grey, refused in red. */
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

export function OrderStatusBadge({ status }: { status: PrintOrderStatus }) {
  return <Badge tone={TONES[status]}>{PRINT_ORDER_STATUS_LABELS[status]}</Badge>;
}
