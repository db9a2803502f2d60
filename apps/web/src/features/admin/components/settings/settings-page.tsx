import { Skeleton } from '../../../../components/ui/skeleton';
import { useSettings } from '../../api/get-settings';
import { AdminPage } from '../shared/admin-page';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { AuditLogSection } from './audit-log-section';
import { BrandForm } from './brand-form';
import { CreditCostsForm } from './credit-costs-form';
import { OrderExpiryForm } from './order-expiry-form';
import { PriceListSection } from './price-list-section';
import { ProvidersSection } from './providers-section';

const SECTIONS = [
  ['#contact-details', 'Contact details'],
  ['#credit-costs', 'Credit costs'],
  ['#unpaid-orders', 'Unpaid orders'],
  ['#print-prices', 'Print prices'],
  ['#providers', 'Providers'],
  ['#audit-log', 'Audit log'],
] as const;

/** /admin/settings: the brand, credit costs, unpaid-order expiry, print prices, providers and the audit log. Every save asks why. */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <AdminPage title="Settings" description="Every change takes effect at once and is kept in the audit log with its reason.">
      <nav aria-label="Settings sections" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {SECTIONS.map(([href, label]) => (
          <a key={href} href={href} className="shrink-0 rounded-full border border-line bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-soft hover:border-coral-300 hover:text-ink">
            {label}
          </a>
        ))}
      </nav>
      {settings.isError && <QueryError what="The settings" error={settings.error} onRetry={() => void settings.refetch()} />}
      <SectionCard id="contact-details" title="Contact details" description="The brand's support details, shown in the site's footer and on the contact page.">
        {settings.isPending && <Skeleton className="h-72" />}
        {settings.data && <BrandForm brand={settings.data.brand} />}
      </SectionCard>
      <SectionCard id="credit-costs" title="Credit costs" description="Credits one picture costs with each image model. Quotes shown to customers change at once.">
        {settings.isPending && <Skeleton className="h-40" />}
        {settings.data && <CreditCostsForm creditCosts={settings.data.credit_costs} />}
      </SectionCard>
      <SectionCard id="unpaid-orders" title="Unpaid orders" description="A print order not paid within this time is cancelled and its book freed.">
        {settings.isPending && <Skeleton className="h-32" />}
        {settings.data && <OrderExpiryForm hours={settings.data.unpaid_order_expiry_hours} />}
      </SectionCard>
      <PriceListSection />
      <ProvidersSection />
      <AuditLogSection />
    </AdminPage>
  );
}
