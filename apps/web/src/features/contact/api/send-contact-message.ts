import { useMutation } from '@tanstack/react-query';
import type { ContactMessage, ContactResponse } from '@studio/contracts/contact';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/v1/contact`: public, so a visitor's stale session never gets in the way. */
export async function sendContactMessage(input: ContactMessage): Promise<ContactResponse> {
  const { data } = await apiClient.post<ContactResponse>('/api/v1/contact', input, { skipAuthRefresh: true });
  return data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
