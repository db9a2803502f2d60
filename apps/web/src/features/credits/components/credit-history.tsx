import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { heldChange } from '@studio/contracts/credits';
import type { CreditTransaction } from '@studio/contracts/billing';
import { useCreditTransactions } from '../api/get-credit-transactions';
import { groupByBook, type CreditGroup } from '../utils/group-by-book';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta === 0 ? '0' : `−${Math.abs(delta)}`);
const ROW = 'grid grid-cols-[minmax(0,1fr)_auto_4.5rem] items-start gap-x-3 py-2.5';

function Change({ text, delta }: { text: string; delta: number }) {
  return (
    <span className={cn('text-right font-semibold whitespace-nowrap', delta > 0 ? 'text-leaf-700' : 'text-ink')}>
      <span className="sr-only">Credits: </span>
      {text}
    </span>
  );
}

function Balance({ available, held }: { available: number; held: number }) {
  return (
    <span className="text-right whitespace-nowrap">
      <span className="sr-only">Balance: </span>
      {available}
      {held > 0 && <span className="block text-sm text-ink-soft">{held} held</span>}
    </span>
  );
}

const entryChange = (entry: CreditTransaction) => heldChange(entry) ?? signed(entry.delta);

/** A book's run: one line with its total and the balance after it, each entry beneath on request. */
function GroupRow({ group }: { group: CreditGroup }) {
  const single = group.entries.length === 1 ? group.entries[0]! : null;
  const label = single ? single.description : `Pictures for “${group.title}”${group.pictures ? ` (${group.pictures} ${group.pictures === 1 ? 'picture' : 'pictures'})` : ''}`;
  return (
    <li className={cn(ROW, 'border-t border-line')}>
      <div className="min-w-0">
        <p className="break-words">{label}</p>
        <p className="text-sm text-ink-soft">{dateFormat.format(new Date(group.createdAt))}</p>
        {!single && (
          <details className="mt-1 text-sm">
            <summary className="cursor-pointer text-coral-700">Each entry</summary>
            <ul className="mt-1 flex flex-col gap-1 text-ink-soft">
              {group.entries.map((entry) => (
                <li key={entry.id} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{entry.description}</span>
                  <span className="whitespace-nowrap">{entryChange(entry)}</span>
                </li>
              ))}
            </ul>
          </details>
        )}
      </div>
      <Change text={single ? entryChange(single) : signed(group.delta)} delta={group.delta} />
      <Balance available={group.available} held={group.held} />
    </li>
  );
}

/**
 * /profile: the credit history, newest first, a page at a time. A book's hold, pictures and release are
 * one line with their total, so the balance (what was free to spend, as the badge counts it, with the
 * credits still held beside it) moves from line to line.
 */
export function CreditHistory() {
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useCreditTransactions();
  const groups = useMemo(() => groupByBook(data?.pages.flatMap((page) => page.items) ?? []), [data]);
  return (
    <Card aria-labelledby="credit-history-heading" role="region">
      <CardContent className="flex flex-col gap-4">
        <h2 id="credit-history-heading" className="text-2xl font-semibold">
          Credit history
        </h2>
        {isPending && <Spinner />}
        {error && <Alert>{getErrorMessage(error)}</Alert>}
        {data && groups.length === 0 && <p className="text-ink-soft">No credit activity yet.</p>}
        {groups.length > 0 && (
          <div>
            <p className={cn(ROW, 'text-sm font-semibold text-ink-soft')} aria-hidden="true">
              <span>What</span>
              <span className="text-right">Credits</span>
              <span className="text-right">Balance</span>
            </p>
            <ul aria-label="Credit history">
              {groups.map((group) => (
                <GroupRow key={group.key} group={group} />
              ))}
            </ul>
          </div>
        )}
        {hasNextPage && (
          <Button variant="outline" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading…' : 'Show older'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
