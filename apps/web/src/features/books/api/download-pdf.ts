import { useMutation } from '@tanstack/react-query';
import type { PdfExport } from '@studio/contracts/books';
import { downloadFile } from '../../../lib/download-file';

/** GET /export-pdf/download/{id}, saved under the export's file name. */
export async function downloadPdf(exported: Pick<PdfExport, 'export_id' | 'file_name'>): Promise<void> {
  await downloadFile(`/export-pdf/download/${exported.export_id}`, exported.file_name);
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
