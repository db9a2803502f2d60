import { COVER_PAGE, type Book } from '@studio/contracts/books';

/** The pictures that show a character: the cover (it shows everyone) and the pages whose scene has them. */
export function picturesWith(book: Book, characterIndex: number): number[] {
  return [COVER_PAGE, ...book.pages.filter((page) => page.characters.includes(characterIndex)).map((page) => page.page_number)];
}

export const picturesLabel = (pages: number[]) => {
  const storyPages = pages.filter((page) => page !== COVER_PAGE).length;
  const cover = pages.includes(COVER_PAGE) ? 'the cover' : '';
  const inside = storyPages === 0 ? '' : `${storyPages} ${storyPages === 1 ? 'page' : 'pages'}`;
  return [cover, inside].filter(Boolean).join(' and ');
};
