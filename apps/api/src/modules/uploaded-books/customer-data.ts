import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { uploadedBooks } from '../../db/schema';
import { fileExtension } from '../../lib/file-name';
import { ANALYSE_BOOK_JOB } from './analyse-book-job';
import { exportUploadedBooks } from './book-export';

export const uploadedBookData: CustomerDataHolder<AppContext> = {
  module: 'uploaded-books',
  tables: [uploadedBooks],
  customerFolders: ['uploaded-books'],
  jobsWritingCustomerFiles: [ANALYSE_BOOK_JOB],
  exportPart: async (context, customerId) => ({ uploaded_books: (await exportUploadedBooks(context, customerId)).books }),
  async exportFiles(context, customerId) {
    return (await exportUploadedBooks(context, customerId)).files.map((book) => ({ key: book.key, path: `files/uploaded-books/${book.bookId}${fileExtension(book.key)}`, kind: 'uploaded_book' as const, belongsTo: book.bookId }));
  },
};
