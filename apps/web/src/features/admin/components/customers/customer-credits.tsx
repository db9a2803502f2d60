import type { CustomerDetail } from '@studio/contracts/admin-customers';
import { heldChange } from '@studio/contracts/credits';
import { useState } from 'react';
import { cn } from '../../../../lib/cn';
import { formatCount, formatDateTime, formatDelta, humanize } from '../../utils/format';
import { Facts } from '../shared/facts';
import { SectionCard } from '../shared/section-card';

const FIRST_ENTRIES = 8;

/** The balance as the customer sees it (free credits, with any held for books apart), and the newest ledger entries behind it. */
export function CustomerCredits({ customer }: { customer: CustomerDetail }) {
  const { credits, ledger } = customer;
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? ledger : ledger.slice(0, FIRST_ENTRIES);
  return (
    <SectionCard title="Credits">
      <Facts
        items={[
          { label: 'Balance', value: <span className="font-display text-2xl font-semibold">{formatCount(credits.balance)}</span> },
          { label: 'Bought', value: formatCount(credits.purchased_credits) },
          { label: 'From the plan this period', value: formatCount(credits.subscription_credits) },
          { label: 'Used this period', value: formatCount(credits.credits_used_this_period) },
          ...(credits.held_credits > 0 ? [{ label: 'Held for books being illustrated', value: formatCount(credits.held_credits) }] : []),
        ]}
      />
      {ledger.length === 0 ? (
        <p className="text-sm text-ink-soft">No credit activity yet.</p>
      ) : (
        <>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Credit ledger, newest first</caption>
            <thead className="text-xs text-ink-soft uppercase">
              <tr>
                <th scope="col" className="hidden py-2 pr-3 font-bold sm:table-cell">
                  When
                </th>
                <th scope="col" className="py-2 pr-3 font-bold">
                  What
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-bold">
                  Change
                </th>
                <th scope="col" className="py-2 text-right font-bold">
                  Balance
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id} className="border-t border-line/70 align-top">
                  <td className="hidden py-2 pr-3 whitespace-nowrap sm:table-cell">{formatDateTime(entry.created_at)}</td>
                  <td className="py-2 pr-3 break-words">
                    {entry.description}
                    <span className="block text-xs text-ink-soft">
                      {humanize(entry.kind)}
                      <span className="sm:hidden"> · {formatDateTime(entry.created_at)}</span>
                    </span>
                  </td>
                  <td className={cn('py-2 pr-3 text-right font-semibold whitespace-nowrap tabular-nums', entry.delta > 0 ? 'text-leaf-700' : 'text-ink')}>{heldChange(entry) ?? formatDelta(entry.delta)}</td>
                  <td className="py-2 text-right tabular-nums">{formatCount(entry.balance_after - entry.held_after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {ledger.length > FIRST_ENTRIES && (
            <button type="button" className="self-start text-sm font-semibold text-coral-700 underline-offset-4 hover:underline" aria-expanded={showAll} onClick={() => setShowAll((all) => !all)}>
              {showAll ? 'Show fewer entries' : `Show all ${ledger.length} entries`}
            </button>
          )}
        </>
      )}
    </SectionCard>
  );
}
