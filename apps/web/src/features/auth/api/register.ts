import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export async function registerAccount(input: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await apiClient.post<RegisterResponse>('/api/v1/auth/register', input, { skipAuthRefresh: true });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
