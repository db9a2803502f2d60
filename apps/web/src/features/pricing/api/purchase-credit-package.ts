import { useMutation } from '@tanstack/react-query';
import type { PaymentStart } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';

export async function purchaseCreditPackage(input: { packageId: string; returnPath: string }): Promise<PaymentStart> {
  const { data } = await apiClient.post<PaymentStart>(`/api/v1/credits/purchase/${encodeURIComponent(input.packageId)}`, { return_path: input.returnPath });
  return data;
}

export function usePurchaseCreditPackage() {
  return useMutation({ mutationFn: purchaseCreditPackage });
}
