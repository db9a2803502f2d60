import type { Payment } from '@studio/contracts/billing';
import type { PaymentRow } from './repo';

export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    purpose: row.purpose,
    description: row.description,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status,
    provider: row.provider,
    return_path: row.returnPath,
    created_at: row.createdAt.toISOString(),
  };
}
