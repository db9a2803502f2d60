import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PdfExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const EXPORT_POLL_MS = 600;

export async function getPdfExport(exportId: string): Promise<PdfExport> {
  const { data } = await apiClient.get<PdfExport>(`/export-pdf/${exportId}`);
  return data;
}

const isSettled = (exported: PdfExport | undefined) => exported?.status === 'ready' || exported?.status === 'failed';

/** Polled until the PDF is ready (with its preflight) or has failed. */
export function usePdfExport(exportId: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: queryKeys.pdfExport(exportId), queryFn: () => getPdfExport(exportId ?? '') }),
    enabled: Boolean(exportId),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : EXPORT_POLL_MS),
  });
}
