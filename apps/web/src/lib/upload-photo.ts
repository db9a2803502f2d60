import { apiClient } from './api-client';

/** Sends one photo as the multipart field `file`, reporting progress as a fraction. */
export async function uploadPhoto<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await apiClient.post<T>(url, form, { onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0) });
  return data;
}
