import type { PdfExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { usePolledExport } from './poll-export';

export async function getPdfExport(exportId: string): Promise<PdfExport> {
  const { data } = await apiClient.get<PdfExport>(`/export-pdf/${exportId}`);
  return data;
}

/** Polled until the PDF is ready (with its preflight) or has failed. */
export function usePdfExport(exportId: string | null) {
  return usePolledExport(queryKeys.pdfExport(exportId), exportId, getPdfExport);
}
