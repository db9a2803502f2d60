import { Skeleton } from '../../../../components/ui/skeleton';
import { useProviders } from '../../api/list-providers';
import { QueryError } from '../shared/query-error';
import { SectionCard } from '../shared/section-card';
import { ProviderRow } from './provider-row';

/** Mail, AI, payments, storage and fulfilment: which adapter serves each, with a test of each. */
export function ProvidersSection() {
  const providers = useProviders();
  return (
    <SectionCard id="providers" title="Providers" description="Built-in providers are the offline defaults; production sets real ones in the server's environment.">
      {providers.isPending && <Skeleton className="h-60" />}
      {providers.isError && <QueryError what="The providers" error={providers.error} onRetry={() => void providers.refetch()} />}
      {providers.data && (
        <ul aria-label="Providers" className="flex flex-col divide-y divide-line/70">
          {providers.data.map((provider) => (
            <ProviderRow key={provider.area} provider={provider} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
