import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { reencodeToWebp } from '../../infra/images/reencode';
import { readMultipart, type ParsedMultipart } from '../../lib/multipart';
import { badRequest } from '../../errors/app-error';

/** Spec-independent product limit: character photos are at most 10 MB (or less if uploads are configured smaller). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Photos are kept at a size that is plenty as a model reference and for a framed print. */
const PHOTO_MAX_SIDE = 1536;

export const photoLimit = (context: AppContext) => Math.min(MAX_PHOTO_BYTES, context.config.maxUploadBytes);

/** Reads an upload form; files over the limit are refused while streaming. */
export async function readPhotoForm(context: AppContext, request: FastifyRequest): Promise<ParsedMultipart> {
  if (!request.isMultipart()) throw badRequest('Send the photo as multipart/form-data', 'multipart_required');
  return readMultipart(request, photoLimit(context));
}

export function filesNamed(form: ParsedMultipart, ...names: string[]): Buffer[] {
  return form.files.filter((file) => names.includes(file.field)).map((file) => file.data);
}

/**
 * Checks every photo by its bytes and re-encodes it (upright, resized, WebP, no EXIF or location)
 * before anything is stored: one bad file refuses the whole upload and nothing is written.
 */
export async function preparePhotos(files: readonly Buffer[]): Promise<Buffer[]> {
  return Promise.all(files.map((data) => reencodeToWebp(data, { maxSide: PHOTO_MAX_SIDE, quality: 86 })));
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
