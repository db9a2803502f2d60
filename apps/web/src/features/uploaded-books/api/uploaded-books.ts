import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged } from '@studio/contracts/pagination';
import type { UploadedBook, UploadedBookUpdate } from '@studio/contracts/uploaded-books';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { queryKeys } from '../../../lib/query-keys';

export const BOOKS_PER_PAGE = 10;
const POLL_MS = 1500;

/** Still changing on the server: being checked, or pages still being drawn. */
export const isSettling = (book: UploadedBook) => book.status === 'analysing' || (book.status === 'ready' && book.preview_pages < book.preview_page_count);

export function useUploadedBooks(page: number) {
  return useQuery({
    queryKey: queryKeys.uploadedBooks.list(page),
    queryFn: async () => (await apiClient.get<Paged<UploadedBook>>('/api/v1/uploaded-books', { params: { page, per_page: BOOKS_PER_PAGE } })).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some(isSettling) ? POLL_MS : false),
  });
}

export function useUploadedBook(bookId: string) {
  return useQuery({
    queryKey: queryKeys.uploadedBooks.one(bookId),
    queryFn: async () => (await apiClient.get<UploadedBook>(`/api/v1/uploaded-books/${bookId}`)).data,
    refetchInterval: (query) => (query.state.data && isSettling(query.state.data) ? POLL_MS : false),
  });
}

export interface UploadInput {
  file: File;
  title: string;
  description: string;
  /** 0..100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

export function useUploadBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, title, description, onProgress, signal }: UploadInput) => {
      const form = new FormData();
      form.append('title', title);
      form.append('description', description);
      form.append('file', file);
      const { data } = await apiClient.post<UploadedBook>('/api/v1/uploaded-books/upload', form, {
        signal,
        onUploadProgress: (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0),
      });
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.uploadedBooks.lists }),
  });
}

export function useUpdateBook(bookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UploadedBookUpdate) => (await apiClient.put<UploadedBook>(`/api/v1/uploaded-books/${bookId}`, change)).data,
    onSuccess: (book) => {
      queryClient.setQueryData(queryKeys.uploadedBooks.one(bookId), book);
      return queryClient.invalidateQueries({ queryKey: queryKeys.uploadedBooks.lists });
    },
  });
}

/**
 * Deletes a book and then calls `onDeleted` (to leave the book) before the lists are asked again. The
 * deleted book itself is dropped, not asked again: its 404 put an error where its Delete button had
 * been, before the button could take the customer back to the list.
 */
export function useDeleteBook(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bookId: string) => {
      await apiClient.delete(`/api/v1/uploaded-books/${bookId}`);
    },
    onSuccess: (_nothing, bookId) => {
      onDeleted();
      queryClient.removeQueries({ queryKey: queryKeys.uploadedBooks.one(bookId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.uploadedBooks.lists });
    },
  });
}

export function useDownloadBook() {
  return useMutation({ mutationFn: (book: UploadedBook) => downloadFile(book.download_url, book.download_name) });
}
