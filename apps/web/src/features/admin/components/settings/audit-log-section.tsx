import { History } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Select } from '../../../../components/ui/field-controls';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSessionStore } from '../../../../lib/session-store';
import { useAuditLog } from '../../api/list-audit-log';
import { useSearchParamDraft } from '../../hooks/use-search-param-draft';
import { pageFromParams, textFromParams, withParams } from '../../utils/search-params';
import { AuditEntryList } from '../shared/audit-entry-list';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';

const AUDIT_PER_PAGE = 20;

/** The kinds of record administrators change (the audit log's target types). */
const TARGET_TYPES = [
  ['print_order', 'Orders'],
  ['customer', 'Customers'],
  ['plan', 'Plans'],
  ['credit_package', 'Credit packages'],
  ['settings', 'Settings'],
  ['print_price_list', 'Print prices'],
] as const;

/** Suggestions for the action filter (it matches exactly). */
const KNOWN_ACTIONS = [
  'order.transition',
  'customer.credits',
  'customer.role',
  'customer.disable',
  'customer.enable',
  'customer.resend_verification',
  'customer.code_locked',
  'plan.create',
  'plan.update',
  'plan.retire',
  'plan.reactivate',
  'credit_package.create',
  'credit_package.update',
  'credit_package.retire',
  'settings.update',
  'print_prices.update',
];

/** Every administrator's change, newest first, filtered by the kind of record, the action, a record or the administrator. */
export function AuditLogSection() {
  const [params, setParams] = useSearchParams();
  const ownId = useSessionStore((state) => state.customer?.id);
  const action = useSearchParamDraft('audit_action', { pageParam: 'audit_page' });
  const target = useSearchParamDraft('audit_target', { pageParam: 'audit_page' });
  const targetType = textFromParams(params, 'audit_type');
  const onlyMine = params.get('audit_mine') === '1';
  const page = pageFromParams(params, 'audit_page');
  const log = useAuditLog({
    target_type: targetType,
    target_id: textFromParams(params, 'audit_target'),
    action: textFromParams(params, 'audit_action'),
    actor_id: onlyMine ? ownId : undefined,
    page,
    per_page: AUDIT_PER_PAGE,
  });
  // Filters here go back to the log's own first page.
  const set = (changes: Record<string, string | undefined>) => setParams((current) => withParams(current, changes, 'audit_page'));

  return (
    <SectionCard id="audit-log" title="Audit log" description="Who changed what, when and why. Entries cannot be edited or deleted.">
      <form role="search" aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Record type">
          {(control) => (
            <Select {...control} value={targetType ?? ''} onChange={(event) => set({ audit_type: event.target.value || undefined })}>
              <option value="">Everything</option>
              {TARGET_TYPES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Action">
          {(control) => (
            <>
              <Input {...control} list="audit-actions" autoComplete="off" placeholder="e.g. plan.update" value={action.value} onChange={(event) => action.setValue(event.target.value)} />
              <datalist id="audit-actions">
                {KNOWN_ACTIONS.map((known) => (
                  <option key={known} value={known} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label="Record id">
          {(control) => <Input {...control} autoComplete="off" placeholder="An order or customer id" value={target.value} onChange={(event) => target.setValue(event.target.value)} />}
        </FormField>
        <label className="flex items-center gap-2 self-end pb-3">
          <input type="checkbox" className="size-4 accent-coral-600" checked={onlyMine} onChange={(event) => set({ audit_mine: event.target.checked ? '1' : undefined })} />
          Only my changes
        </label>
      </form>
      {log.isPending && <Skeleton className="h-40" />}
      {log.isError && <QueryError what="The audit log" error={log.error} onRetry={() => void log.refetch()} />}
      {log.data && log.data.total === 0 && <EmptyState icon={History} title="No changes recorded" />}
      {log.data && log.data.total > 0 && (
        <div className={log.isPlaceholderData ? 'opacity-60' : undefined}>
          <AuditEntryList entries={log.data.items} showTarget label="Audit log entries" />
        </div>
      )}
      {log.data && log.data.total > 0 && (
        <Pager page={page} perPage={AUDIT_PER_PAGE} total={log.data.total} hrefFor={(next) => `?${withParams(params, { audit_page: next }, 'audit_page').toString()}#audit-log`} label="Audit log pages" />
      )}
    </SectionCard>
  );
}
