import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book } from '@studio/contracts/books';
import type { StoryPageResponse } from '@studio/contracts/stories-api';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function updatePageText({ storyId, pageNumber, text }: { storyId: string; pageNumber: number; text: string }): Promise<StoryPageResponse> {
  const { data } = await apiClient.patch<StoryPageResponse>(`/api/v1/stories/${storyId}/pages/${pageNumber}`, { text });
  return data;
}

/** Saves a page's words and puts them straight into the cached book. */
export function useUpdatePageText(storyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { pageNumber: number; text: string }) => updatePageText({ storyId, ...input }),
    onSuccess: (page) => {
      queryClient.setQueryData<Book>(queryKeys.books.one(storyId), (book) =>
        book && { ...book, pages: book.pages.map((candidate) => (candidate.page_number === page.page_number ? { ...candidate, text: page.text } : candidate)) },
      );
    },
  });
}
