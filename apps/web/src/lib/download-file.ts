import { apiClient } from './api-client';

/** Downloads need the bearer header, so the file is fetched and then saved under its name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(path, { responseType: 'blob' });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
