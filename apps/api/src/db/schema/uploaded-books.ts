import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PrintPaperSize } from '@studio/contracts/print-options';
import { CHECK_LEVELS, UPLOADED_BOOK_STATUSES, type UploadedBookAnalysis } from '@studio/contracts/uploaded-books';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';
import { jobs } from './jobs';

/** A customer's own PDF, kept as uploaded, with the analysis its job made of it. */
export const uploadedBooks = pgTable(
  'uploaded_books',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: UPLOADED_BOOK_STATUSES }).notNull().default('analysing'),
    rejectionReason: text('rejection_reason'),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count'),
    paperSize: text('paper_size').$type<PrintPaperSize>(),
    preflight: text('preflight', { enum: CHECK_LEVELS }),
    analysis: jsonb('analysis').$type<UploadedBookAnalysis>(),
    /** Pages whose preview pictures are drawn, from page 1 on. */
    previewPages: integer('preview_pages').notNull().default(0),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('uploaded_books_customer_idx').on(t.customerId, t.createdAt), check('uploaded_books_size_check', sql`${t.sizeBytes} > 0`)],
);
