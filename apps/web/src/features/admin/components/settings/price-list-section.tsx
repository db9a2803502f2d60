import { Skeleton } from '../../../../components/ui/skeleton';
import { usePrintPrices } from '../../api/get-print-prices';
import { formatDateTime } from '../../utils/format';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { PriceListForm } from './price-list-form';

export function PriceListSection() {
  const prices = usePrintPrices();
  return (
    <SectionCard
      id="print-prices"
      title="Print prices and shipping"
      description={
        prices.data
          ? `Version ${prices.data.version}, saved ${formatDateTime(prices.data.created_at)}. A save makes a new version; quotes and orders already made keep theirs.`
          : 'A save makes a new version; quotes and orders already made keep theirs.'
      }
    >
      {prices.isPending && <Skeleton className="h-96" />}
      {prices.isError && <QueryError what="The print prices" error={prices.error} onRetry={() => void prices.refetch()} />}
      {prices.data && <PriceListForm key={prices.data.version} current={prices.data} />}
    </SectionCard>
  );
}
