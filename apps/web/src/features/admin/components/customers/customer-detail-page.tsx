import { useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { useCustomer } from '../../api/get-customer';
import { formatCalendarDay, formatDate, formatDateTime, humanize } from '../../utils/format';
import { AdminPage } from '../shared/admin-page';
import { BackLink, DetailPageFailed, DetailPageLoading } from '../shared/detail-page-states';
import { AuditTrail } from '../shared/audit-trail';
import { Facts } from '../shared/facts';
import { SectionCard } from '../shared/section-card';
import { CustomerActions } from './customer-actions';
import { CustomerActivity } from './customer-activity';
import { CustomerBadges } from './customer-badges';
import { CustomerCredits } from './customer-credits';

/** /admin/customers/:customerId: one customer's account, plan, credits, books and orders, and what admins did to it. */
export function CustomerDetailPage() {
  const { customerId = '' } = useParams();
  const customer = useCustomer(customerId);
  const back = <BackLink to="/admin/customers">Back to customers</BackLink>;

  if (customer.isPending) return <DetailPageLoading title="Customer" what="customer" back={back} summaryHeight="h-48" />;
  if (customer.isError) return <DetailPageFailed title="Customer" what="customer" back={back} error={customer.error} onRetry={() => void customer.refetch()} />;

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
