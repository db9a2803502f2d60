import type { QueryClient } from '@tanstack/react-query';
import { PUBLIC_DATA_ELEMENT_ID, type PublicData } from '@studio/contracts/site-routes';
import { creditPackagesQueryOptions } from '../features/pricing/api/get-credit-packages';
import { plansQueryOptions } from '../features/pricing/api/get-plans';
import { queryKeys } from '../lib/query-keys';

/** Puts what a public page shows into the query cache, as if the public API had just answered. */
export function seedPublicData(queryClient: QueryClient, data: PublicData): void {
  queryClient.setQueryData(queryKeys.brand, data.brand);
  queryClient.setQueryData(plansQueryOptions().queryKey, data.plans);
  queryClient.setQueryData(creditPackagesQueryOptions().queryKey, data.credit_packages);
}

/**
 * A rendered page carries the data it was rendered with; starting from it keeps hydration exact
 * (the first render matches the HTML) and saves the page's first requests.
 */
export function seedPublicDataFromPage(queryClient: QueryClient): void {
  const text = document.getElementById(PUBLIC_DATA_ELEMENT_ID)?.textContent;
  if (text) seedPublicData(queryClient, JSON.parse(text) as PublicData);
}
