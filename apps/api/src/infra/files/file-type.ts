export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export type FileType = ImageType | 'application/pdf';

/** How many leading bytes `detectFileType` needs to decide: PDF readers accept the header anywhere in the first 1024. */
export const SNIFF_BYTES = 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/** The file's type from its first bytes; the name and the declared type are never trusted. */
export function detectFileType(bytes: Buffer): FileType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.subarray(0, SNIFF_BYTES).indexOf(PDF_HEADER) >= 0) return 'application/pdf';
  return null;
}

export function isImageType(type: FileType | null): type is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(type ?? '');
}
