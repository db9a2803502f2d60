/** Where an uploaded book's files live in the blob store: everything under one prefix, removed together. */
export const bookPrefix = (customerId: string, bookId: string) => `uploaded-books/${customerId}/${bookId}/`;
export const originalKey = (customerId: string, bookId: string) => `${bookPrefix(customerId, bookId)}original.pdf`;
export const previewKey = (customerId: string, bookId: string, page: number, size: 'thumb' | 'full') => `${bookPrefix(customerId, bookId)}pages/${page}-${size}.webp`;
