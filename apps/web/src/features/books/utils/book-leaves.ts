/** A picture as the viewer needs it: the owner's pictures and a shared book's both have these. */
export interface ViewerPicture {
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
}

export interface ViewerPage {
  page_number: number;
  text: string;
  image: ViewerPicture | null;
  /** The owner's book only: how many pictures the page has had (Edit Mode). */
  versions?: number;
}

/** What the viewer shows: the owner's book, or a book read through a share link (no ids, no photos). */
export interface ViewerBook {
  story_id?: string;
  title: string;
  author: string | null;
  cover: ViewerPicture | null;
  characters_page_url?: string | null;
  /** The pages before the story (issue 33). */
  dedication?: string | null;
  belongs_to_page?: boolean;
  pages: ViewerPage[];
}

/** One side of paper in the viewer. */
export type Leaf =
  | { kind: 'cover'; key: string; title: string; author: string | null; image: ViewerPicture | null }
  | { kind: 'belongs-to'; key: string }
  | { kind: 'dedication'; key: string; text: string }
  | { kind: 'characters'; key: string; url: string }
  | { kind: 'page'; key: string; page: ViewerPage }
  | { kind: 'end'; key: string };

/**
 * The book in reading order, as it prints: cover, "This book belongs to" and the dedication when the
 * parent asked for them, "Meet the characters" when there are photos, the story pages, "The End".
 */
export function bookLeaves(book: ViewerBook): Leaf[] {
  return [
    { kind: 'cover', key: 'cover', title: book.title, author: book.author, image: book.cover },
    ...(book.belongs_to_page ? [{ kind: 'belongs-to' as const, key: 'belongs-to' }] : []),
    ...(book.dedication ? [{ kind: 'dedication' as const, key: 'dedication', text: book.dedication }] : []),
    ...(book.characters_page_url ? [{ kind: 'characters' as const, key: 'characters', url: book.characters_page_url }] : []),
    ...book.pages.map((page) => ({ kind: 'page' as const, key: `page-${page.page_number}`, page })),
    { kind: 'end', key: 'end' },
  ];
}

/**
 * What is on screen at once, as leaf indexes: on wide screens the cover alone, then facing pages two
 * by two, as in a printed book; on phones one leaf at a time.
 */
export function viewsOf(leafCount: number, isWide: boolean): number[][] {
  const all = Array.from({ length: leafCount }, (_, i) => i);
  if (!isWide) return all.map((i) => [i]);
  const views: number[][] = [[0]];
  for (let i = 1; i < leafCount; i += 2) views.push(all.slice(i, i + 2));
  return views;
}

export const viewOfLeaf = (views: number[][], leaf: number) => Math.max(0, views.findIndex((view) => view.includes(leaf)));

const LEAF_NAMES = { cover: 'Cover', end: 'The End', characters: 'Meet the characters', dedication: 'Dedication', 'belongs-to': 'This book belongs to' } as const;

/** What a leaf is called, on the page and in the thumbnails. */
export function leafNameOf(leaf: Leaf): string {
  return leaf.kind === 'page' ? `Page ${leaf.page.page_number}` : LEAF_NAMES[leaf.kind];
}

/** The words a leaf reads aloud. */
export function textOf(leaf: Leaf): string {
  if (leaf.kind === 'cover') return leaf.author ? `${leaf.title}. By ${leaf.author}.` : leaf.title;
  if (leaf.kind === 'page') return leaf.page.text;
  if (leaf.kind === 'end') return 'The End.';
  if (leaf.kind === 'dedication') return leaf.text;
  if (leaf.kind === 'belongs-to') return 'This book belongs to…';
  return 'Meet the characters.';
}
