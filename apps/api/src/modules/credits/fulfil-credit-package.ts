import type { FulfilmentHandler } from '../payments/fulfilment';
import { appendLedgerEntry } from './ledger';

/** A paid credit package adds its credits to the purchased pocket, once (the ledger's reference is the payment). */
export const fulfilCreditPackage: FulfilmentHandler = async (tx, payment, { now }) => {
  await appendLedgerEntry(
    tx,
    payment.customerId,
    { kind: 'purchase', reference: payment.id, description: payment.description, change: { type: 'add', pocket: 'purchased', amount: payment.credits ?? 0 } },
    now,
  );
};
