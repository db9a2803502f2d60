/** A picture of the e-book: a JPEG scaled for screens (Debian's epubcheck 4.2.6 refuses WebP) and its alt text. */
export interface EpubPicture {
  jpeg: Buffer;
  alt: string;
}

export interface EpubPage {
  pageNumber: number;
  text: string;
  picture: EpubPicture | null;
}

/** Everything an EPUB of a book holds, already read from the database and the blob store. */
export interface EpubBook {
  /** Stable per export: the e-book's dc:identifier. */
  id: string;
  title: string;
  author: string | null;
  language: string;
  modified: Date;
  cover: EpubPicture;
  /** The pages before the story, as the viewer and the PDF have them (issue 33). */
  belongsToPage: boolean;
  dedication: string | null;
  pages: EpubPage[];
}

/** CSS pixels of one fixed-layout page: the viewer's 3:4 leaf. */
export const PAGE_WIDTH = 768;
export const PAGE_HEIGHT = 1024;
