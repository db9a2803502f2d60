import type { AuditEntry } from '@studio/contracts/audit';
import { Link } from 'react-router';
import { auditChanges } from '../../utils/audit-details';
import { formatDateTime, humanize } from '../../utils/format';

/** The back-office page of an entry's record, where there is one. */
function targetPath(entry: AuditEntry): string | null {
  if (!entry.target_id) return null;
  if (entry.target_type === 'print_order') return `/admin/orders/${entry.target_id}`;
  if (entry.target_type === 'customer') return `/admin/customers/${entry.target_id}`;
  return null;
}

/** Audit entries, newest first: what was done, by whom, when, why, and the fields before → after. */
export function AuditEntryList({ entries, showTarget = false, label }: { entries: AuditEntry[]; showTarget?: boolean; label: string }) {
  return (
    <ol aria-label={label} className="flex flex-col divide-y divide-line/70">
      {entries.map((entry) => {
        const changes = auditChanges(entry.details);
        return (
          <li key={entry.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
              <p className="font-semibold">
                {humanize(entry.action)}
                {showTarget && (
                  <span className="font-normal text-ink-soft">
                    {' '}
                    · {humanize(entry.target_type)}
                    {entry.target_id &&
                      (targetPath(entry) ? (
                        <Link to={targetPath(entry)!} className="break-all text-coral-700 underline-offset-4 hover:underline">
                          {' '}
                          {entry.target_id}
                        </Link>
                      ) : (
                        <span className="break-all"> {entry.target_id}</span>
                      ))}
                  </span>
                )}
              </p>
              <time dateTime={entry.created_at} className="text-xs text-ink-soft">
                {formatDateTime(entry.created_at)}
              </time>
            </div>
            <p className="text-sm text-ink-soft">
              by {entry.actor_email ?? 'the system'}
              {entry.reason && (
                <>
                  {' '}
                  — <q className="text-ink">{entry.reason}</q>
                </>
              )}
            </p>
            {changes.length > 0 && (
              <ul className="flex flex-col gap-0.5 text-xs text-ink-soft">
                {changes.map((change) => (
                  <li key={change.field} className="break-words">
                    <span className="font-semibold text-ink">{change.label}</span>:{' '}
                    {change.before !== undefined && (
                      <>
                        <del className="no-underline">{change.before}</del> →{' '}
                      </>
                    )}
                    <ins className="no-underline">{change.after ?? '—'}</ins>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
