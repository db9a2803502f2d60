import sharp from 'sharp';

// Uploads are decoded once each: libvips' operation cache would only hold on to memory.
sharp.cache(false);
import { AppError } from '../../errors/app-error';
import { IMAGE_TYPES, isImageType } from '../files/file-type';
import type { UploadedFile, UploadLimits } from '../../lib/multipart';

export const corruptImage = () => new AppError('invalid_image', 422, 'The file could not be read as an image');

/** What an image upload route accepts: JPEG, PNG or WebP, judged by the bytes, up to `maxFileBytes` each. */
export const imageUploadLimits = (maxFileBytes: number, maxFiles = 20): UploadLimits => ({
  maxFileBytes,
  maxFiles,
  accept: IMAGE_TYPES,
  acceptLabel: 'a JPEG, PNG or WebP image',
});

/**
 * Re-encodes an uploaded photo to WebP: turned upright from its EXIF orientation, resized, and
 * written without any metadata (EXIF, GPS location, ICC comments). sharp reads the temporary file
 * itself, so the upload is never held in memory whole.
 */
export async function reencodeToWebp(upload: UploadedFile, options: { maxSide: number; square?: boolean; quality?: number }): Promise<Buffer> {
  if (!isImageType(upload.type)) throw new AppError('unsupported_file_type', 415, 'Upload a JPEG, PNG or WebP image');
  try {
    return await sharp(upload.path, { failOn: 'error', limitInputPixels: 80_000_000 })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: options.square ? 'cover' : 'inside', withoutEnlargement: !options.square })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer();
  } catch {
    throw corruptImage();
  }
}
