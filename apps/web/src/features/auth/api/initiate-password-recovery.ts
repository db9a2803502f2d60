import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { messageResponseSchema, passwordRecoveryInitiateSchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** E-mails a one-time code for resetting the password. */
export async function initiatePasswordRecovery(input: z.output<typeof passwordRecoveryInitiateSchema>): Promise<MessageResponse> {
  const { data } = await apiClient.post<MessageResponse>('/api/v1/verification/password-recovery/initiate', input, {
    skipAuthRefresh: true,
  });
  return data;
}

export function useInitiatePasswordRecovery() {
  return useMutation({ mutationFn: initiatePasswordRecovery });
}
