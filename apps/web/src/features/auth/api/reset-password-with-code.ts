import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordRecoveryResetSchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export async function resetPasswordWithCode(input: z.output<typeof passwordRecoveryResetSchema>): Promise<void> {
  await apiClient.post('/api/v1/verification/password-recovery/reset', input, { skipAuthRefresh: true });
}

export function useResetPasswordWithCode() {
  return useMutation({ mutationFn: resetPasswordWithCode });
}
