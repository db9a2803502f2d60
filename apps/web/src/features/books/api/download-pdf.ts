import { useMutation } from '@tanstack/react-query';
import type { PdfExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';

/** GET /export-pdf/download/{id} needs the bearer header, so the file is fetched and then saved under its name. */
export async function downloadPdf(exported: Pick<PdfExport, 'export_id' | 'file_name'>): Promise<void> {
  const { data } = await apiClient.get<Blob>(`/export-pdf/download/${exported.export_id}`, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = exported.file_name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
