import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { EncodedPicture } from './encode-picture';

export interface StoredPicture {
  screenKey: string;
  thumbKey: string;
  printKey: string;
  printType: EncodedPicture['printType'];
  width: number;
  height: number;
}

/** Writes a picture's sizes under a fresh random folder; on failure nothing it wrote stays behind. */
export async function storePicture(context: AppContext, customerId: string, encoded: EncodedPicture): Promise<StoredPicture> {
  const folder = `pictures/${customerId}/${randomUUID()}`;
  const stored: StoredPicture = {
    screenKey: `${folder}/screen.webp`,
    thumbKey: `${folder}/thumb.webp`,
    printKey: `${folder}/print.${encoded.printType === 'image/svg+xml' ? 'svg' : 'jpg'}`,
    printType: encoded.printType,
    width: encoded.width,
    height: encoded.height,
  };
  try {
    await Promise.all([
      context.blobs.put(stored.screenKey, encoded.screen, { contentType: 'image/webp' }),
      context.blobs.put(stored.thumbKey, encoded.thumb, { contentType: 'image/webp' }),
      context.blobs.put(stored.printKey, encoded.print, { contentType: encoded.printType }),
    ]);
  } catch (error) {
    await deleteStoredPicture(context, stored);
    throw error;
  }
  return stored;
}

export async function deleteStoredPicture(context: AppContext, stored: Pick<StoredPicture, 'screenKey' | 'thumbKey' | 'printKey'>): Promise<void> {
  await Promise.all([stored.screenKey, stored.thumbKey, stored.printKey].map((key) => context.blobs.delete(key)));
}
