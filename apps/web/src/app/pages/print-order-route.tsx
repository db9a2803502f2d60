import { useParams } from 'react-router';
import { BookNotOpened } from '../../components/feedback/book-not-opened';
import { Spinner } from '../../components/ui/spinner';
import { useBook } from '../../features/books/api/get-book';
import { useUploadedBook } from '../../features/uploaded-books/api/uploaded-books';
import { PrintOrderPage } from '../../features/print-orders/components/print-order-page';
import { storyBook, uploadedBook } from '../../features/print-orders/utils/book-ref';

/** /print-order/{story_id}: the wizard for one of the customer's books, with its title and cover. */
export function StoryPrintOrderRoute() {
  const { storyId = '' } = useParams();
  const book = useBook(storyId);
  if (book.isPending) return <Spinner label="Loading your book" className="mx-auto my-16" />;
  if (book.isError) return <BookNotOpened error={book.error} />;
  return <PrintOrderPage book={storyBook(storyId)} title={book.data.title} coverUrl={book.data.cover?.url ?? null} />;
}

/** /print-order/uploaded-book/{book_id}: the same wizard for a book the customer uploaded, at the size of its file. */
export function UploadedBookPrintOrderRoute() {
  const { bookId = '' } = useParams();
  const book = useUploadedBook(bookId);
  if (book.isPending) return <Spinner label="Loading your book" className="mx-auto my-16" />;
  if (book.isError) return <BookNotOpened error={book.error} backTo="/uploaded-books" backLabel="Back to my uploaded books" />;
  return <PrintOrderPage book={uploadedBook(bookId)} title={book.data.title} coverUrl={book.data.previews[0]?.url ?? null} fixedPaperSize={book.data.paper_size} />;
}
