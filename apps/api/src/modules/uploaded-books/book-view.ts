import type { UploadedBook } from '@studio/contracts/uploaded-books';
import type { AppContext } from '../../app-context';
import { pdfFileName } from '../../lib/file-name';
import { previewKey } from './book-files';
import type { UploadedBookRow } from './repo';

/** A book as its owner sees it: page pictures at signed links (for <img>), the file at the owner-only download. */
export function toUploadedBook(context: AppContext, row: UploadedBookRow): UploadedBook {
  const picture = (page: number, size: 'thumb' | 'full') => context.media.urlFor(previewKey(row.customerId, row.id, page, size));
  const previews = Array.from({ length: row.previewPages }, (_, index) => ({ page: index + 1, thumbnail_url: picture(index + 1, 'thumb'), url: picture(index + 1, 'full') }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    rejection_reason: row.rejectionReason,
    file_name: row.fileName,
    size_bytes: row.sizeBytes,
    page_count: row.pageCount,
    paper_size: row.paperSize,
    preflight: row.preflight,
    analysis: row.analysis,
    job_id: row.jobId,
    preview_pages: row.previewPages,
    preview_page_count: Math.min(row.pageCount ?? 0, context.config.pdf.previewPages),
    thumbnail_url: previews[0]?.thumbnail_url ?? null,
    previews,
    download_url: `/api/v1/uploaded-books/${row.id}/download`,
    download_name: pdfFileName(row.title),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
