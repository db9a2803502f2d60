import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditCheck, ImageModel } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/v1/credits/check: what `numImages` pictures of `model` cost and whether the balance covers it. */
export async function checkCredits(model: ImageModel, numImages: number): Promise<CreditCheck> {
  const { data } = await apiClient.post<CreditCheck>('/api/v1/credits/check', { model, num_images: numImages });
  return data;
}

export function creditCheckQueryOptions(model: ImageModel, numImages: number) {
  return queryOptions({ queryKey: queryKeys.credits.check(model, numImages), queryFn: () => checkCredits(model, numImages), staleTime: 0 });
}

export function useCreditCheck(model: ImageModel | undefined, numImages: number) {
  return useQuery({ ...creditCheckQueryOptions(model ?? 'builtin', numImages), enabled: Boolean(model) && numImages > 0 });
}
