import { useMutation } from '@tanstack/react-query';
import type { PaperSizeOption, PdfExport } from '@studio/contracts/books';
import { apiClient } from '../../../lib/api-client';

export interface PdfExportStart {
  storyId: string;
  paperSize: PaperSizeOption;
}

export async function startPdfExport({ storyId, paperSize }: PdfExportStart): Promise<PdfExport> {
  const { data } = await apiClient.post<PdfExport>('/export-pdf/', { story_id: storyId, paper_size: paperSize });
  return data;
}

export function useStartPdfExport() {
  return useMutation({ mutationFn: startPdfExport });
}
