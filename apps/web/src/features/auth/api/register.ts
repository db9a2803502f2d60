import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RegisterRequest, registerResponseSchema } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export async function registerAccount(input: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse>('/api/v1/auth/register', input, { skipAuthRefresh: true });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
