import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShareLinkRequest, ShareLink, ShareLinkList, SharedBook } from '@studio/contracts/share-links';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';


export function useShareLinks(storyId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.shareLinks(storyId),
    queryFn: async () => (await apiClient.get<ShareLinkList>(`/api/v1/stories/${storyId}/share-links`)).data.items,
    enabled,
  });
}

export function useCreateShareLink(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateShareLinkRequest) => (await apiClient.post<ShareLink>(`/api/v1/stories/${storyId}/share-links`, request)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(storyId) }),
  });
}

export function useRevokeShareLink(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (linkId: string) => (await apiClient.delete<ShareLink>(`/api/v1/stories/${storyId}/share-links/${linkId}`)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shareLinks(storyId) }),
  });
}

/** The book behind a share link, read signed out. A link that no longer works answers 404 (no retry). */
export function useSharedBook(token: string) {
  return useQuery({
    queryKey: queryKeys.sharedBook(token),
    queryFn: async () => (await apiClient.get<SharedBook>(`/api/v1/shared/${encodeURIComponent(token)}`, { skipAuthRefresh: true })).data,
    retry: false,
    // Its picture links expire within the media TTL; a reader who stays long gets new ones.
    refetchInterval: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}
