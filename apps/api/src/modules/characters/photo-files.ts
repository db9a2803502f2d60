import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { imageUploadLimits, reencodeToWebp } from '../../infra/images/reencode';
import { withUploadForm, type UploadedFile, type UploadForm } from '../../lib/multipart';

/** Spec-independent product limit: character photos are at most 10 MB (or less if uploads are configured smaller). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photos are kept at a size that is plenty as a model reference and for a framed print. */
const PHOTO_MAX_SIDE = 1536;

export const photoLimit = (context: AppContext) => Math.min(MAX_PHOTO_BYTES, context.config.maxUploadBytes);

/** Streams a photo form to temporary files (size and type checked while streaming), runs `use`, then removes them. */
export function withPhotoForm<T>(context: AppContext, request: FastifyRequest, use: (form: UploadForm) => Promise<T>): Promise<T> {
  return withUploadForm(context, request, imageUploadLimits(photoLimit(context)), use);
}

export function filesNamed(form: UploadForm, ...names: string[]): UploadedFile[] {
  return form.files.filter((file) => names.includes(file.field));
}

/**
 * Re-encodes every photo (upright, resized, WebP, no EXIF or location) before anything is stored:
 * one bad file refuses the whole upload and nothing is written. One at a time, so a bulk upload
 * decodes a single picture at once whatever its size.
 */
export async function preparePhotos(files: readonly UploadedFile[]): Promise<Buffer[]> {
  const photos: Buffer[] = [];
  for (const file of files) photos.push(await reencodeToWebp(file, { maxSide: PHOTO_MAX_SIDE, quality: 86 }));
  return photos;
}

/** Stores prepared photos under fresh random keys; if one write fails, the others are removed again. */
export async function storePhotos(context: AppContext, customerId: string, photos: readonly Buffer[]): Promise<string[]> {
  const keys = photos.map(() => `characters/${customerId}/${randomUUID()}.webp`);
  try {
    await Promise.all(photos.map((photo, i) => context.blobs.put(keys[i]!, photo, { contentType: 'image/webp' })));
  } catch (error) {
    await deleteBlobs(context, keys);
    throw error;
  }
  return keys;
}

export async function deleteBlobs(context: AppContext, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => context.blobs.delete(key)));
}

/** Runs `record` with the stored keys; when it fails, the stored files go too. */
export async function storeThenRecord<T>(context: AppContext, customerId: string, photos: readonly Buffer[], record: (keys: string[]) => Promise<T>): Promise<T> {
  const keys = await storePhotos(context, customerId, photos);
  try {
    return await record(keys);
  } catch (error) {
    await deleteBlobs(context, keys);
    throw error;
  }
}
