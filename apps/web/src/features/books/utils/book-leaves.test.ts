import { describe, expect, it } from 'vitest';
import type { Book } from '@studio/contracts/books';
import { bookLeaves, textOf, viewOfLeaf, viewsOf } from './book-leaves';

const book = (overrides: Partial<Book> = {}): Book => ({
  story_id: 's1', title: 'Mia and Pip', author: 'Ada', status: 'ready', art_style: 'flat', age_group: '3-5', job_id: null, failure_reason: null,
  cover: null, character_photos: [], characters_page_url: null, dedication: null, belongs_to_page: false, pictures_left: null, characters: [{ index: 0, name: 'Ada' }],
  pages: [1, 2, 3].map((n) => ({ page_number: n, text: `Page ${n}.`, image: null, versions: 0, characters: [0] })),
  ...overrides,
});

describe('book leaves and views', () => {
  it('reads cover, story pages and the end; the characters page only with photos', () => {
    expect(bookLeaves(book()).map((leaf) => leaf.key)).toEqual(['cover', 'page-1', 'page-2', 'page-3', 'end']);
    expect(bookLeaves(book({ characters_page_url: '/media/x' })).map((leaf) => leaf.key)).toEqual(['cover', 'characters', 'page-1', 'page-2', 'page-3', 'end']);
  });

  it('puts "This book belongs to" and the dedication before the story, as the PDF prints them', () => {
    const leaves = bookLeaves(book({ dedication: 'For Mia, love Grandma', belongs_to_page: true, characters_page_url: '/media/x' }));
    expect(leaves.map((leaf) => leaf.key)).toEqual(['cover', 'belongs-to', 'dedication', 'characters', 'page-1', 'page-2', 'page-3', 'end']);
    expect(textOf(leaves[2]!)).toBe('For Mia, love Grandma');
  });

  it('shows the cover alone then facing pages on wide screens, one leaf on phones', () => {
    expect(viewsOf(5, true)).toEqual([[0], [1, 2], [3, 4]]);
    expect(viewsOf(6, true)).toEqual([[0], [1, 2], [3, 4], [5]]);
    expect(viewsOf(3, false)).toEqual([[0], [1], [2]]);
    expect(viewOfLeaf(viewsOf(5, true), 4)).toBe(2);
  });

  it('reads the cover title with its author, and page text as written', () => {
    const [cover, page] = bookLeaves(book());
    expect(textOf(cover!)).toBe('Mia and Pip. By Ada.');
    expect(textOf(page!)).toBe('Page 1.');
  });
});
