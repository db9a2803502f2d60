import { PRINT_ORDER_STATUS_LABELS, type PrintOrderStatus } from '@studio/contracts/print-orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<PrintOrderStatus, BadgeTone> = {
  pending_payment: 'sun',
  paid: 'plum',
  submitted: 'plum',
  in_production: 'plum',
  shipped: 'coral',
  delivered: 'leaf',
  cancelled: 'neutral',
  refunded: 'neutral',
  rejected: 'coral',
};

export function OrderStatusBadge({ status, className }: { status: PrintOrderStatus; className?: string }) {
  return (
    <Badge tone={TONES[status]} className={className}>
      {PRINT_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
