import { useMutation } from '@tanstack/react-query';
import type { ProviderArea, ProviderTestResult } from '@studio/contracts/admin-providers';
import { apiClient } from '../../../lib/api-client';

/** A real round trip through the provider (a mail sent, a file stored and read back…); the outcome, never an error. */
export async function testProvider(area: ProviderArea): Promise<ProviderTestResult> {
  const { data } = await apiClient.post<ProviderTestResult>(`/api/v1/admin/providers/${area}/test`);
  return data;
}

export const useTestProvider = (area: ProviderArea) => useMutation({ mutationFn: () => testProvider(area) });
