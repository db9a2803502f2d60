import { useMutation } from '@tanstack/react-query';
import type { EpubExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';
import { queryKeys } from '../../../lib/query-keys';
import { usePolledExport } from './poll-export';

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

/** Polled, with its progress, until the e-book is ready or has failed. */
export function useEpubExport(exportId: string | null) {
  return usePolledExport(queryKeys.epubExport(exportId), exportId, getEpubExport);
}

/** GET /export-epub/download/{id}, saved under the export's file name. */
export function useDownloadEpub() {
  return useMutation({ mutationFn: (exported: Pick<EpubExport, 'export_id' | 'file_name'>) => downloadFile(`/export-epub/download/${exported.export_id}`, exported.file_name) });
}
