import type { ExportFileKind } from '@studio/contracts/privacy';
import type { AppContext } from '../../context';
import { listPhotoFilesOf } from '../characters/photo-export';
import { listPictureFilesOf } from '../images/picture-export';
import { listPdfFilesOf } from '../pdf-exports/export-files';
import { listEpubFilesOf } from '../epub-exports/epub-files';
import type { UploadedBookFile } from '../uploaded-books/book-export';

/** A stored file of the customer and where it goes in the ZIP (named by ids only, never by titles they typed). */
export interface FileToExport {
  key: string;
  path: string;
  kind: ExportFileKind;
  belongsTo: string | null;
}

const extensionOf = (key: string): string => /\.[a-z0-9]+$/i.exec(key)?.[0] ?? '';

/** Every file held for the customer: profile picture, character photos, every version of every picture, PDF and EPUB exports, uploaded books. */
export async function filesToExport(context: AppContext, customerId: string, avatarKey: string | null, uploadedBooks: UploadedBookFile[]): Promise<FileToExport[]> {
  const [photos, pictures, pdfs, epubs] = await Promise.all([
    listPhotoFilesOf(context.db, customerId),
    listPictureFilesOf(context.db, customerId),
    listPdfFilesOf(context.db, customerId),
    listEpubFilesOf(context.db, customerId),
  ]);
  return [
    ...(avatarKey ? [{ key: avatarKey, path: `files/profile-picture${extensionOf(avatarKey)}`, kind: 'avatar' as const, belongsTo: null }] : []),
    ...photos.map((photo) => ({
      key: photo.key,
      path: photo.storyId ? `files/stories/${photo.storyId}/characters/character-${photo.characterIndex ?? 0}${extensionOf(photo.key)}` : `files/character-photos/${photo.photoId}${extensionOf(photo.key)}`,
      kind: 'character_photo' as const,
      belongsTo: photo.storyId,
    })),
    ...pictures.map((picture) => ({
      key: picture.key,
      path:
        picture.storyId && picture.pageNumber !== null
          ? `files/stories/${picture.storyId}/pictures/page-${picture.pageNumber}-v${picture.version}${extensionOf(picture.key)}`
          : `files/pictures/${picture.imageId}${extensionOf(picture.key)}`,
      kind: 'picture' as const,
      belongsTo: picture.storyId,
    })),
    ...pdfs.map((pdf) => ({ key: pdf.key, path: `files/stories/${pdf.storyId}/pdf-exports/${pdf.exportId}.pdf`, kind: 'pdf_export' as const, belongsTo: pdf.exportId })),
    ...epubs.map((epub) => ({ key: epub.key, path: `files/stories/${epub.storyId}/epub-exports/${epub.exportId}.epub`, kind: 'epub_export' as const, belongsTo: epub.exportId })),
    ...uploadedBooks.map((book) => ({ key: book.key, path: `files/uploaded-books/${book.bookId}${extensionOf(book.key)}`, kind: 'uploaded_book' as const, belongsTo: book.bookId })),
  ];
}
