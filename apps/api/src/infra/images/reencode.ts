import sharp from 'sharp';
import { AppError } from '../../errors/app-error';
import { detectImageType } from './image-type';

export const unsupportedImage = () =>
  new AppError('unsupported_image', 415, 'Upload a JPEG, PNG or WebP image');
export const corruptImage = () => new AppError('invalid_image', 422, 'The file could not be read as an image');

/**
 * Re-encodes an uploaded photo to WebP: checked by its bytes, turned upright from its EXIF
 * orientation, resized, and written without any metadata (EXIF, GPS location, ICC comments).
 */
export async function reencodeToWebp(bytes: Buffer, options: { maxSide: number; square?: boolean; quality?: number }): Promise<Buffer> {
  if (!detectImageType(bytes)) throw unsupportedImage();
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: 80_000_000 })
      .rotate()
      .resize(options.maxSide, options.maxSide, { fit: options.square ? 'cover' : 'inside', withoutEnlargement: !options.square })
      .webp({ quality: options.quality ?? 82 })
      .toBuffer();
  } catch {
    throw corruptImage();
  }
}
