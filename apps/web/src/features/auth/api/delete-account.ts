import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionRequest, AccountDeletionResponse } from '@studio/contracts/privacy';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/v1/auth/profile with the password typed again. */
export async function deleteAccount(request: AccountDeletionRequest): Promise<AccountDeletionResponse> {
  const { data } = await apiClient.delete<AccountDeletionResponse>('/api/v1/auth/profile', { data: request });
  return data;
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
