import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export async function resendVerification(customerId: string): Promise<void> {
  await apiClient.post(`/api/v1/customers/${encodeURIComponent(customerId)}/resend-verification`);
}

export const useResendVerification = (customerId: string) => useMutation({ mutationFn: () => resendVerification(customerId) });
