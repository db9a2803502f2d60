import { History } from 'lucide-react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useAuditLog } from '../../api/list-audit-log';
import { AuditEntryList } from './audit-entry-list';
import { QueryError } from './query-error';
import { SectionCard } from './section-card';

const TRAIL_SIZE = 50;

/** One record's audit trail (an order, a customer): every administrator's change to it, newest first. */
export function AuditTrail({ targetType, targetId }: { targetType: string; targetId: string }) {
  const trail = useAuditLog({ target_type: targetType, target_id: targetId, page: 1, per_page: TRAIL_SIZE });
  return (
    <SectionCard title="Audit trail" description="Every change an administrator made here, with the reason given.">
      {trail.isPending && (
        <div className="flex flex-col gap-2" aria-busy="true" aria-label="Loading the audit trail">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      )}
      {trail.isError && <QueryError what="The audit trail" error={trail.error} onRetry={() => void trail.refetch()} />}
      {trail.data && trail.data.items.length === 0 && (
        <p className="flex items-center gap-2 text-sm text-ink-soft">
          <History className="size-4" aria-hidden="true" />
          No administrator has changed anything here yet.
        </p>
      )}
      {trail.data && trail.data.items.length > 0 && (
        <>
          <AuditEntryList entries={trail.data.items} label="Audit trail" />
          {trail.data.total > trail.data.items.length && (
            <p className="text-sm text-ink-soft">
              The newest {trail.data.items.length} of {trail.data.total} changes; the whole log is under Settings → Audit log.
            </p>
          )}
        </>
      )}
    </SectionCard>
  );
}
