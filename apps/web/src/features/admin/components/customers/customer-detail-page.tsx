import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getErrorStatus } from '../../../../lib/api-error';
import { useCustomer } from '../../api/get-customer';
import { formatCalendarDay, formatDate, formatDateTime, humanize } from '../../utils/format';
import { AdminPage } from '../shared/admin-page';
import { AuditTrail } from '../shared/audit-trail';
import { Facts } from '../shared/facts';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { CustomerActions } from './customer-actions';
import { CustomerActivity } from './customer-activity';
import { CustomerBadges } from './customer-badges';
import { CustomerCredits } from './customer-credits';

/** /admin/customers/:customerId: one customer's account, plan, credits, books and orders, and what admins did to it. */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const back = (
    <Link to="/admin/customers" className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-coral-700 underline-offset-4 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to customers
    </Link>
  );

  if (customer.isPending) {
    return (
      <AdminPage title="Customer" back={back}>
        <div role="status" aria-label="Loading the customer" className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-48 rounded-3xl" />
          <Skeleton className="h-48 rounded-3xl" />
          <Skeleton className="h-64 rounded-3xl" />
          <Skeleton className="h-64 rounded-3xl" />
        </div>
      </AdminPage>
    );
  }
  if (customer.isError) {
    return (
      <AdminPage title="Customer" back={back}>
        {getErrorStatus(customer.error) === 404 ? <Alert>There is no customer with this id.</Alert> : <QueryError what="The customer" error={customer.error} onRetry={() => void customer.refetch()} />}
      </AdminPage>
    );
  }

  const data = customer.data;
  const subscription = data.subscription;
  return (
    <AdminPage
      title={data.full_name || data.email}
      back={back}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all">{data.email}</span>
          <CustomerBadges role={data.role} disabled={data.disabled} isVerified={data.is_verified} />
        </span>
      }
    >
      {data.disabled && (
        <Alert>
          Disabled {data.disabled_at ? formatDateTime(data.disabled_at) : ''}
          {data.disabled_reason ? `: “${data.disabled_reason}”` : ''}. They cannot sign in.
        </Alert>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title="Account">
            <Facts
              items={[
                { label: 'Role', value: humanize(data.role) },
                { label: 'E-mail verified', value: data.is_verified ? 'Yes' : 'Not yet' },
                { label: 'Joined', value: formatDate(data.created_at) },
                { label: 'Date of birth', value: data.date_of_birth ? formatCalendarDay(data.date_of_birth) : '—' },
              ]}
            />
          </SectionCard>
          <SectionCard title="Plan">
            {subscription ? (
              <Facts
                items={[
                  { label: 'Plan', value: subscription.plan_name },
                  { label: 'Status', value: humanize(subscription.status) },
                  { label: subscription.cancel_at_period_end ? 'Ends' : 'Renews', value: formatDate(subscription.current_period_end) },
                ]}
              />
            ) : (
              <p className="text-ink-soft">No subscription: the free plan.</p>
            )}
          </SectionCard>
          <CustomerActions customer={data} />
          <CustomerCredits customer={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CustomerActivity customer={data} />
        </div>
      </div>
      <AuditTrail targetType="customer" targetId={data.id} />
    </AdminPage>
  );
}
