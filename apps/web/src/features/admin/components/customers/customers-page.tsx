import { Search, Users } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { CUSTOMERS_PER_PAGE, useCustomers } from '../../api/list-customers';
import { useSearchParamDraft } from '../../hooks/use-search-param-draft';
import { pageFromParams, textFromParams, withParams } from '../../utils/search-params';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { Pager } from '../shared/pager';
import { QueryError } from '../shared/query-error';
import { customerPath, CustomersTable } from './customers-table';

/** /admin/customers: find a customer by e-mail or name; the search and page live in the address. */
export function CustomersPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = useSearchParamDraft('q');
  const q = textFromParams(params, 'q');
  const page = pageFromParams(params);
  const customers = useCustomers({ q, page });

  return (
    <AdminPage title="Customers" description="Everyone with an account. Open one to see their plan, credits, books and orders.">
      <form
        role="search"
        aria-label="Find customers"
        className="max-w-xl"
        onSubmit={(event) => {
          event.preventDefault();
          search.flush();
        }}
      >
        <FormField label="Search by e-mail or name">
          {(control) => (
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
              <Input {...control} type="search" className="pl-9" autoComplete="off" placeholder="ada@example.com" value={search.value} onChange={(event) => search.setValue(event.target.value)} />
            </div>
          )}
        </FormField>
      </form>
      {customers.isPending && (
        <div role="status" aria-label="Loading customers" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-12" />
          ))}
        </div>
      )}
      {customers.isError && <QueryError what="The customers" error={customers.error} onRetry={() => void customers.refetch()} />}
      {customers.data && customers.data.total === 0 && (
        <EmptyState icon={Users} title={q ? `No customer matches “${q}”` : 'No customers yet'}>
          {q && <p>Search looks in e-mail addresses and names; try part of either.</p>}
        </EmptyState>
      )}
      {customers.data && customers.data.total > 0 && (
        <div className="flex flex-col gap-4">
          {customers.data.items.length > 0 ? (
            <CustomersTable customers={customers.data.items} onOpen={(customer) => navigate(customerPath(customer.id))} isStale={customers.isPlaceholderData} />
          ) : (
            <p className="text-ink-soft">There is no page {page} of these customers.</p>
          )}
          <Pager page={page} perPage={CUSTOMERS_PER_PAGE} total={customers.data.total} hrefFor={(next) => `?${withParams(params, { page: next }).toString()}`} label="Customer pages" />
        </div>
      )}
    </AdminPage>
  );
}
