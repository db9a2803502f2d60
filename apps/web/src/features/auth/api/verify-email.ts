import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuthResponse, verificationVerifySchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export type VerifyEmailInput = z.output<typeof verificationVerifySchema>;

/** A correct code verifies the account and answers with a signed-in session. */
export async function verifyEmail(input: VerifyEmailInput): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/api/v1/verification/verify', input, { skipAuthRefresh: true });
  return data;
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
