import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditPackage } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function getCreditPackages(): Promise<CreditPackage[]> {
  const { data } = await apiClient.get<CreditPackage[]>('/api/v1/credits/packages');
  return data;
}

export function creditPackagesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.credits.packages, queryFn: getCreditPackages });
}

export function useCreditPackages() {
  return useQuery(creditPackagesQueryOptions());
}
