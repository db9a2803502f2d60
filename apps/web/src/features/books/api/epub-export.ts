import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { EpubExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { EXPORT_POLL_MS } from './get-pdf-export';
import { queryKeys } from '../../../lib/query-keys';

/** POST /export-epub/ {story_id}. */
export async function startEpubExport(storyId: string): Promise<EpubExport> {
  const { data } = await apiClient.post<EpubExport>('/export-epub/', { story_id: storyId });
  return data;
}

export function useStartEpubExport() {
  return useMutation({ mutationFn: startEpubExport });
}

export async function getEpubExport(exportId: string): Promise<EpubExport> {
  const { data } = await apiClient.get<EpubExport>(`/export-epub/${exportId}`);
  return data;
}

const isSettled = (exported: EpubExport | undefined) => exported?.status === 'ready' || exported?.status === 'failed';

/** Polled, with its progress, until the e-book is ready or has failed. */
export function useEpubExport(exportId: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.epubExport(exportId), queryFn: () => getEpubExport(exportId ?? '') }),
    enabled: Boolean(exportId),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : EXPORT_POLL_MS),
  });
}

/** GET /export-epub/download/{id}, saved under the export's file name. */
export function useDownloadEpub() {
  return useMutation({ mutationFn: (exported: Pick<EpubExport, 'export_id' | 'file_name'>) => downloadFile(`/export-epub/download/${exported.export_id}`, exported.file_name) });
}
