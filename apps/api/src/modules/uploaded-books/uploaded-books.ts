import type { Readable } from 'node:stream';
import type { Paged } from '@studio/contracts/pagination';
import type { UploadedBook, UploadedBookUpdate } from '@studio/contracts/uploaded-books';
import type { AppContext } from '../../app-context';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { pdfFileName } from '../../lib/file-name';
import { customerReads } from '../../lib/customer-reads';
import { isUuid } from '../../lib/ids';
import { bookPrefix, previewKey } from './book-files';
import { toUploadedBook } from './book-view';
import { deleteBook, findCustomerBook, listCustomerBooks, updateBook, type UploadedBookRow } from './repo';

/** The owner's book; anyone else's does not exist. */
export async function loadOwnedBook(context: AppContext, customerId: string, bookId: string): Promise<UploadedBookRow> {
  const row = isUuid(bookId) ? await findCustomerBook(context.db, customerId, bookId) : undefined;
  if (!row) throw notFound('Uploaded book');
  return row;
}

export function listBooks(context: AppContext, customerId: string, page: number, perPage: number): Promise<Paged<UploadedBook>> {
  return customerReads(context).read(customerId, `uploaded-books:${page}:${perPage}`, async () => {
    const { rows, total } = await listCustomerBooks(context.db, customerId, page, perPage);
    return { items: rows.map((row) => toUploadedBook(context, row)), total, page, per_page: perPage };
  });
}

export async function getBook(context: AppContext, customerId: string, bookId: string): Promise<UploadedBook> {
  return toUploadedBook(context, await loadOwnedBook(context, customerId, bookId));
}

export async function changeBook(context: AppContext, customerId: string, bookId: string, change: UploadedBookUpdate): Promise<UploadedBook> {
  const row = await loadOwnedBook(context, customerId, bookId);
  const updated = await updateBook(context.db, row.id, { title: change.title, ...(change.description !== undefined && { description: change.description }), updatedAt: context.clock.now() });
  return toUploadedBook(context, updated!);
}

/** Removes the book and every file of it; refused while a module needs it (an order that is not finished prints it). */
export async function removeBook(context: AppContext, customerId: string, bookId: string): Promise<void> {
  const row = await loadOwnedBook(context, customerId, bookId);
  for (const holder of context.customerLifecycle.all()) await holder.refuseUploadedBookDeletion?.(context, row);
  await deleteBook(context.db, row.id);
  await context.blobs.deletePrefix(bookPrefix(row.customerId, row.id));
}

/** The file exactly as uploaded. */
export async function openOriginal(context: AppContext, customerId: string, bookId: string): Promise<{ stream: Readable; size: number; fileName: string }> {
  const row = await loadOwnedBook(context, customerId, bookId);
  if (row.status === 'rejected') throw new AppError('file_removed', 410, 'This file was refused and is not kept: upload a corrected copy');
  return { stream: await context.blobs.get(row.fileKey), size: row.sizeBytes, fileName: pdfFileName(row.title) };
}

/** A page's picture; pages not drawn yet are 409 (the analysis job draws them in order), pages past the ones drawn 404. */
export async function openPreview(context: AppContext, customerId: string, bookId: string, page: number, size: 'thumb' | 'full'): Promise<Readable> {
  const row = await loadOwnedBook(context, customerId, bookId);
  if (row.status === 'rejected' || (row.pageCount !== null && page > Math.min(row.pageCount, context.config.pdf.previewPages))) throw notFound('Page');
  if (page > row.previewPages) throw conflict('This page’s picture is still being drawn: try again in a moment', 'preview_not_ready');
  return context.blobs.get(previewKey(row.customerId, row.id, page, size));
}
