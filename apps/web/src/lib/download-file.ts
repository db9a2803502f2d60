import { apiClient } from './api-client';
import { isAxiosError } from './api-error';

export interface DownloadOptions {
  /** Called as the file arrives: the share received (0..1), or null while the size is unknown. */
  onProgress?: (share: number | null) => void;
}

/** Downloads need the bearer header, so the file is fetched and then saved under its name. */
export async function downloadFile(path: string, fileName: string, options: DownloadOptions = {}): Promise<void> {
  const { onProgress } = options;
  const data = await fetchBlob(path, onProgress);
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function fetchBlob(path: string, onProgress: DownloadOptions['onProgress']): Promise<Blob> {
  try {
    const { data } = await apiClient.get<Blob>(path, {
      responseType: 'blob',
      ...(onProgress && { onDownloadProgress: (event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : null) }),
    });
    return data;
  } catch (error) {
    throw await withReadableBody(error);
  }
}

/** An error answered to a blob request arrives as a Blob; read it back as JSON so its `detail` can be shown. */
async function withReadableBody(error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || !error.response || !isBlobLike(error.response.data)) return error;
  try {
    error.response.data = JSON.parse(await readText(error.response.data)) as unknown;
  } catch {
    // Not JSON: the transport's message is shown instead.
  }
  return error;
}

/** Duck-typed: the Blob of the page's realm is not always the global one (test DOMs). */
const isBlobLike = (value: unknown): value is Blob => typeof value === 'object' && value !== null && typeof (value as Blob).size === 'number' && typeof (value as Blob).type === 'string';

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the answer'));
    reader.readAsText(blob);
  });
}
