import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND } from '@studio/contracts/constants';
import type { Brand } from '@studio/contracts/settings';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/**
 * Contracts' DEFAULT_BRAND, spelt out from the same constants: importing it from `settings` would pull
 * every zod schema into the first page's JavaScript (the footer is on every public page).
 * brand-query.test.ts keeps the two equal.
 */
export const FALLBACK_BRAND: Brand = {
  support_email: BRAND.supportEmail,
  support_phone: BRAND.supportPhone,
  address: BRAND.address,
  opening_hours: BRAND.openingHours,
  founded_year: BRAND.foundedYear,
};

/** The query key of the public brand; the back office refreshes it after a brand change. */

/** `GET /api/v1/settings/brand`: how customers reach us (spec §1). Public; browsers may cache it for a minute. */
export async function getBrand(): Promise<Brand> {
  const { data } = await apiClient.get<Brand>('/api/v1/settings/brand', { skipAuthRefresh: true });
  return data;
}

export const brandQueryOptions = queryOptions({ queryKey: queryKeys.brand, queryFn: getBrand, staleTime: 60_000 });

/** The brand as configured, or the built-in one while it loads or when it cannot be read. */
export function useBrand(): Brand {
  const { data } = useQuery(brandQueryOptions);
  return data ?? FALLBACK_BRAND;
}

