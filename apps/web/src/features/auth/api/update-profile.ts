import { useMutation } from '@tanstack/react-query';
import type { Customer, ProfileUpdate } from '@studio/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export interface ProfileUpdateInput extends ProfileUpdate {
  profile_picture?: File | null;
}

/** Multipart so the picture can ride along with the text fields. */
export async function updateProfile(input: ProfileUpdateInput): Promise<Customer> {
  const form = new FormData();
  if (input.full_name !== undefined) form.append('full_name', input.full_name);
  if (input.date_of_birth !== undefined) form.append('date_of_birth', input.date_of_birth);
  if (input.profile_picture) form.append('profile_picture', input.profile_picture);
  const { data } = await apiClient.put<Customer>('/api/v1/auth/profile', form);
  return data;
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (customer) => useSessionStore.getState().setCustomer(customer),
  });
}
