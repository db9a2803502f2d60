import type { ExportFileKind } from '@studio/contracts/privacy';
import type { AppContext } from '../../context';
import { listPhotoFilesOf } from '../characters/photo-export';
import { listPictureFilesOf } from '../images/picture-export';
import { listPdfFilesOf } from '../pdf-exports/export-files';
import { listSavedPhotoFilesOf } from '../saved-characters/saved-character-export';
import type { UploadedBookFile } from '../uploaded-books/book-export';

/** A stored file of the customer and where it goes in the ZIP (named by ids only, never by titles they typed). */
export interface FileToExport {
  key: string;
  path: string;
  kind: ExportFileKind;
  belongsTo: string | null;
}

const extensionOf = (key: string): string => /\.[a-z0-9]+$/i.exec(key)?.[0] ?? '';

/** Every file held for the customer: profile picture, character photos (of stories and saved characters), every version of every picture, PDF exports, uploaded books. */
export async function filesToExport(context: AppContext, customerId: string, avatarKey: string | null, uploadedBooks: UploadedBookFile[]): Promise<FileToExport[]> {
  const [photos, savedPhotos, pictures, pdfs] = await Promise.all([
    listPhotoFilesOf(context.db, customerId),
    listSavedPhotoFilesOf(context.db, customerId),
    listPictureFilesOf(context.db, customerId),
    listPdfFilesOf(context.db, customerId),
  ]);
  return [
    ...(avatarKey ? [{ key: avatarKey, path: `files/profile-picture${extensionOf(avatarKey)}`, kind: 'avatar' as const, belongsTo: null }] : []),
    ...photos.map((photo) => ({
      key: photo.key,
      path: photo.storyId ? `files/stories/${photo.storyId}/characters/character-${photo.characterIndex ?? 0}${extensionOf(photo.key)}` : `files/character-photos/${photo.photoId}${extensionOf(photo.key)}`,
      kind: 'character_photo' as const,
      belongsTo: photo.storyId,
    })),
    ...savedPhotos.map((photo) => ({
      key: photo.key,
      path: `files/saved-characters/${photo.savedCharacterId}${extensionOf(photo.key)}`,
      kind: 'character_photo' as const,
      belongsTo: photo.savedCharacterId,
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
    ...uploadedBooks.map((book) => ({ key: book.key, path: `files/uploaded-books/${book.bookId}${extensionOf(book.key)}`, kind: 'uploaded_book' as const, belongsTo: book.bookId })),
  ];
}
