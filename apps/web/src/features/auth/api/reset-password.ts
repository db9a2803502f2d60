import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { resetPasswordRequestSchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

/** Sets a new password from the token in the e-mailed reset link. */
export async function resetPassword(input: z.output<typeof resetPasswordRequestSchema>): Promise<void> {
  await apiClient.post('/api/v1/auth/reset-password', input, { skipAuthRefresh: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
