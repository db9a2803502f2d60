import { Alert } from '../../../components/ui/alert';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { heldChange } from '@studio/contracts/credits';
import { useCreditTransactions } from '../api/get-credit-transactions';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `−${Math.abs(delta)}`);

/**
 * /profile: the newest credit transactions (spec §9: 50 of them). The balance is what was free to spend,
 * as the badge counts it, with the credits then held for books under way beside it.
 */
export function CreditHistory() {
  const { data, error, isPending } = useCreditTransactions();
  return (
    <Card aria-labelledby="credit-history-heading" role="region">
      <CardContent className="flex flex-col gap-4">
        <h2 id="credit-history-heading" className="text-2xl font-semibold">Credit history</h2>
        {isPending && <Spinner />}
        {error && <Alert>{getErrorMessage(error)}</Alert>}
        {data && data.items.length === 0 && <p className="text-ink-soft">No credit activity yet.</p>}
        {data && data.items.length > 0 && (
          <table className="w-full text-left">
            <thead className="text-sm text-ink-soft">
              <tr>
                <th className="py-2 font-semibold">Date</th>
                <th className="py-2 font-semibold">What</th>
                <th className="py-2 text-right font-semibold">Credits</th>
                <th className="py-2 text-right font-semibold">Balance</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id} className="border-t border-line">
                  <td className="py-2 pr-3 whitespace-nowrap">{dateFormat.format(new Date(entry.created_at))}</td>
                  <td className="py-2 pr-3">{entry.description}</td>
                  <td className={cn('py-2 text-right font-semibold whitespace-nowrap', entry.delta > 0 ? 'text-leaf-700' : 'text-ink')}>{heldChange(entry) ?? signed(entry.delta)}</td>
                  <td className="py-2 text-right whitespace-nowrap">
                    {entry.balance_after - entry.held_after}
                    {entry.held_after > 0 && <span className="block text-sm text-ink-soft">{entry.held_after} held</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
