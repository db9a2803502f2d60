import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema, verificationResendSchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

type MessageResponse = z.infer<typeof messageResponseSchema>;

export async function resendVerification(input: z.output<typeof verificationResendSchema>): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/api/v1/verification/resend', input, { skipAuthRefresh: true });
  return data;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
