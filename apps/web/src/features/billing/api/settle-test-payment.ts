import { useMutation } from '@tanstack/react-query';
import type { Payment } from '@studio/contracts/billing';
import { apiClient } from '../../../lib/api-client';

export type TestPaymentAction = 'confirm' | 'cancel';

/** The Pay and Cancel buttons of the test-mode checkout. */
export async function settleTestPayment(input: { paymentId: string; action: TestPaymentAction }): Promise<Payment> {
  const { data } = await apiClient.post<Payment>(`/api/v1/payments/test/${encodeURIComponent(input.paymentId)}/${input.action}`);
  return data;
}

export function useSettleTestPayment() {
  return useMutation({ mutationFn: settleTestPayment });
}
