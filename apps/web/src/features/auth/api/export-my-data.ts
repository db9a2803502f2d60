import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file';

export const EXPORT_PATH = '/api/v1/auth/profile/export';

/** GET /api/v1/auth/profile/export: saves the ZIP of everything held about the customer, with how much has arrived. */
export function useExportMyData() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: () => downloadFile(EXPORT_PATH, `storybook-studio-data-${new Date().toISOString().slice(0, 10)}.zip`, { onProgress: setProgress }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
