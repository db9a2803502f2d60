import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { conflict } from '../../errors/app-error';
import { lockCustomerBilling } from '../payments/billing-lock';
import { appendLedgerEntry, pocketsOf } from './ledger';
import { findLatestEntry } from './ledger-repo';
import { spendable } from './ledger-math';

/**
 * An administrator's credit adjustment: one ledger entry, never an edit of the balance. Credits given
 * are purchased credits (they do not expire with the period); taking back more than the customer has
 * free (credits held for a book under way are not free) is refused and writes nothing. The customer's
 * history says our team did it; the administrator's reason is internal and stays in the audit log (the
 * form says so).
 */
export async function adjustCreditsByAdmin(tx: Tx, customerId: string, amount: number, now: Date): Promise<void> {
  await lockCustomerBilling(tx, customerId);
  if (amount < 0) {
    const have = spendable(pocketsOf(await findLatestEntry(tx, customerId)));
    if (-amount > have) throw conflict(`This customer has ${have} credit${have === 1 ? '' : 's'}: you can take back at most that many`, 'not_enough_credits');
  }
  await appendLedgerEntry(
    tx,
    customerId,
    {
      kind: 'admin_adjustment',
      reference: randomUUID(),
      description: `${amount > 0 ? 'Added' : 'Taken back'} by our team`,
      change: amount > 0 ? { type: 'add', pocket: 'purchased', amount } : { type: 'take', amount: -amount },
    },
    now,
  );
}
