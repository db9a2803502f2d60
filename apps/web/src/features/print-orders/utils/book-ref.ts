/** The book being ordered: one of the customer's stories, or a book they uploaded. */
export interface BookRef {
  kind: 'story' | 'uploaded';
  id: string;
  /** As the API names it, in query strings and the order request. */
  params: { story_id: string } | { uploaded_book_id: string };
}

export const storyBook = (id: string): BookRef => ({ kind: 'story', id, params: { story_id: id } });
export const uploadedBook = (id: string): BookRef => ({ kind: 'uploaded', id, params: { uploaded_book_id: id } });
