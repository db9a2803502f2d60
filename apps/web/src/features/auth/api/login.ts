import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export async function login(input: LoginRequest): Promise<AuthResponse> {
  const { data } = await apiClient.post<AuthResponse>('/api/v1/auth/login', input, { skipAuthRefresh: true });
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
