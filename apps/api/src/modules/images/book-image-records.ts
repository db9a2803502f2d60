/**
 * What other modules (books, pdf-exports) may read and change of a book's pictures and their versions.
 * The images module owns the table; this is the surface it publishes, so its repo stays private to it.
 */
export { countVersionsByPage, findBookPicture, listCurrentCoverThumbs, listCurrentImages, findVersion, listImagesOfJob, listVersions, makeCurrent, nextVersion, type BookImageRow } from './repo';
