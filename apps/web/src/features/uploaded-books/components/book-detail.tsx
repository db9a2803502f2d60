import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Download, Pencil, Printer } from 'lucide-react';
import { PRINT_OPTION_LABELS } from '@studio/contracts/print-options';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-error';
import { useJobStatus } from '../../../lib/job-status';
import { useDownloadBook, useUploadedBook } from '../api/uploaded-books';
import { BookDetailsForm } from './book-details-form';
import { DeleteBookButton } from './delete-book-button';
import { PageGrid } from './page-grid';
import { PreflightBadge } from './preflight-badge';
import { PreflightChecklist } from './preflight-checklist';
import { ProgressBar } from './progress-bar';
import { fileSize } from '../utils/file-size';

/** One uploaded book: its check, every page, and what can be done with it. */
export function BookDetail({ bookId, onClose }: { bookId: string; onClose: () => void }) {
  const query = useUploadedBook(bookId);
  const job = useJobStatus(query.data?.status === 'analysing' || (query.data && query.data.preview_pages < query.data.preview_page_count) ? query.data.job_id : null);
  const download = useDownloadBook();
  const [editing, setEditing] = useState(false);
  if (query.isPending) return <Spinner label="Loading the book" className="mx-auto my-10" />;
  if (query.isError) return <Alert>{getErrorMessage(query.error)}</Alert>;
  const book = query.data;
  const failing = book.preflight === 'failure';
  return (
    <div className="flex flex-col gap-5">
      <Button variant="link" onClick={onClose} className="self-start">
        <ArrowLeft className="size-4" aria-hidden="true" /> All uploaded books
      </Button>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            {book.thumbnail_url && <img src={book.thumbnail_url} alt="" className="w-28 rounded-md shadow-soft" />}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              {editing ? (
                <BookDetailsForm book={book} onDone={() => setEditing(false)} />
              ) : (
                <>
                  <h2 className="text-2xl font-semibold">{book.title}</h2>
                  {book.description && <p className="text-ink-soft">{book.description}</p>}
                  <p className="text-sm text-ink-soft">
                    {[book.page_count && `${book.page_count} pages`, book.paper_size && PRINT_OPTION_LABELS.paper_size[book.paper_size], fileSize(book.size_bytes), book.file_name].filter(Boolean).join(' · ')}
                  </p>
                  <PreflightBadge book={book} />
                </>
              )}
            </div>
          </div>
          {book.status === 'analysing' && <ProgressBar label="Checking the file" percent={job.data?.progress ?? 0} detail={job.data?.message} />}
          {book.status === 'rejected' && <Alert>{book.rejection_reason}</Alert>}
          {!editing && (
            <div className="flex flex-wrap gap-2">
              {book.status === 'ready' && !failing ? (
                <Link to={`/print-order/uploaded-book/${book.id}`} className={buttonClasses()}>
                  <Printer className="size-4" aria-hidden="true" /> Order prints
                </Link>
              ) : (
                <Button disabled title={failing ? 'Fix what the check found, then upload the file again' : undefined}>
                  <Printer className="size-4" aria-hidden="true" /> Order prints
                </Button>
              )}
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" /> Rename
              </Button>
              {book.status !== 'rejected' && (
                <Button variant="outline" onClick={() => download.mutate(book)} disabled={download.isPending}>
                  <Download className="size-4" aria-hidden="true" /> Download
                </Button>
              )}
              <DeleteBookButton book={book} onDeleted={onClose} />
            </div>
          )}
          {failing && <p className="text-sm font-semibold text-danger-600">This file needs fixing before it can be printed: see what to change below, then upload the corrected PDF.</p>}
        </CardContent>
      </Card>
      {book.analysis && (
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h3 className="text-lg font-semibold">Print check</h3>
            <PreflightChecklist checks={book.analysis.checks} />
          </CardContent>
        </Card>
      )}
      {book.status === 'ready' && (
        <Card>
          <CardContent className="flex flex-col gap-4">
            <h3 className="text-lg font-semibold">Pages</h3>
            {book.preview_pages < book.preview_page_count && <ProgressBar label="Drawing the pages" percent={(book.preview_pages / book.preview_page_count) * 100} />}
            <PageGrid book={book} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
