import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { uploadedBookFieldsSchema, type UploadedBook } from '@studio/contracts/uploaded-books';
import type { AppContext } from '../../app-context';
import { AppError } from '../../errors/app-error';
import { withUploadForm } from '../../lib/multipart';
import { parseOrThrow } from '../../lib/validate';
import { ANALYSE_BOOK_JOB } from './analyse-book-job';
import { originalKey } from './book-files';
import { toUploadedBook } from './book-view';
import { deleteBook, insertBook, updateBook } from './repo';

/**
 * `POST /api/v1/uploaded-books/upload`: the PDF is streamed to a temporary file while its size and
 * type (by its bytes) are checked, then streamed to the blob store; the book is recorded and its
 * analysis queued. Whatever fails on the way, no file and no row are left behind.
 */
export async function uploadBook(context: AppContext, customerId: string, request: FastifyRequest): Promise<UploadedBook> {
  const limits = { maxFileBytes: context.config.maxBookUploadBytes, accept: ['application/pdf'] as const, acceptLabel: 'a PDF file', maxFiles: 1 };
  return withUploadForm(context, request, limits, async (form) => {
    const fields = parseOrThrow(uploadedBookFieldsSchema, form.fields);
    const file = form.files.find((candidate) => candidate.field === 'file');
    if (!file) throw new AppError('validation_error', 422, 'file: Choose a PDF to upload', { errors: [{ field: 'file', message: 'Choose a PDF to upload' }] });
    if (file.size === 0) throw new AppError('validation_error', 422, 'file: The file is empty', { errors: [{ field: 'file', message: 'The file is empty' }] });
    const id = randomUUID();
    const key = originalKey(customerId, id);
    await context.blobs.put(key, createReadStream(file.path), { contentType: 'application/pdf' });
    try {
      await insertBook(context.db, { id, customerId, title: fields.title, description: fields.description, fileName: file.filename || `${fields.title}.pdf`, fileKey: key, sizeBytes: file.size });
      const { jobId } = await context.jobs.enqueue(ANALYSE_BOOK_JOB, { book_id: id }, { customerId });
      return toUploadedBook(context, (await updateBook(context.db, id, { jobId }))!);
    } catch (error) {
      await deleteBook(context.db, id).catch(() => undefined);
      await context.blobs.delete(key);
      throw error;
    }
  });
}
