/** "The Dragon Who Couldn't Sleep" → "The Dragon Who Couldn't Sleep.pdf": the title, minus what file systems refuse. */
export const pdfFileName = (title: string): string => bookFileName(title, 'pdf');

/** The e-book of the same title: "The Dragon Who Couldn't Sleep.epub". */
export const epubFileName = (title: string): string => bookFileName(title, 'epub');

function bookFileName(title: string, extension: string): string {
  const cleaned = [...title]
    .map((char) => (char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127 ? ' ' : char))
    .join('')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return `${cleaned || 'My storybook'}.${extension}`;
}

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '_').replaceAll('"', "'");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** "pictures/…/page-1.webp" → ".webp": the extension a stored file keeps when it is handed out under another name. */
export const fileExtension = (key: string): string => /\.[a-z0-9]+$/i.exec(key)?.[0] ?? '';
