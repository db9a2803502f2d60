import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { IMAGE_MODELS } from '@studio/contracts/billing';
import { ART_STYLES } from '@studio/contracts/stories';
import { PAPER_SIZE_OPTIONS, PDF_EXPORT_STATUSES, type PreflightReport } from '@studio/contracts/books';
import { createdAt, id, updatedAt } from './columns';
import { customers } from './accounts';
import { jobs } from './jobs';
import { stories } from './stories';

/** A story's illustrated book: one row per story, written when its pictures are first ordered (issue 6). */
export const books = pgTable('books', {
  storyId: uuid('story_id').primaryKey().references(() => stories.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['generating', 'ready', 'failed'] }).notNull(),
  model: text('model', { enum: IMAGE_MODELS }).notNull(),
  jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
  failureReason: text('failure_reason'),
  /** The OpenAI character sheet every page is drawn from, made once per generation run. */
  characterSheetKey: text('character_sheet_key'),
  /** The pictures (0 is the cover) the current or last run draws; null for all of them. A failed run is retried for what it left. */
  runPages: jsonb('run_pages').$type<number[]>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every picture ever drawn and paid for: a story's page versions (page 0 is the cover) and single
 * pictures from a prompt (no story). Rows are only inserted together with their credit spend, so a
 * row means "stored and charged once"; a retried book job finds its own rows by job id and skips them.
 */
export const bookImages = pgTable(
  'book_images',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number'),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(false),
    /** The book job that drew it; null for single pictures and page regenerations. No FK: a job row may be pruned. */
    jobId: uuid('job_id'),
    model: text('model', { enum: IMAGE_MODELS }).notNull(),
    style: text('style', { enum: ART_STYLES }).notNull(),
    prompt: text('prompt'),
    screenKey: text('screen_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /** The print master: SVG for offline art (kept vector), JPEG for raster art. */
    printKey: text('print_key').notNull(),
    printType: text('print_type', { enum: ['image/svg+xml', 'image/jpeg'] }).notNull(),
    /** Painted offline art (watercolour, crayon): its SVG rendered once at print size (JPEG), made after the book is drawn and used by every export and print file. */
    printRasterKey: text('print_raster_key'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    creditReference: text('credit_reference').notNull(),
    creditsSpent: integer('credits_spent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('book_images_version_idx').on(t.storyId, t.pageNumber, t.version),
    uniqueIndex('book_images_job_page_idx').on(t.storyId, t.pageNumber, t.jobId),
    uniqueIndex('book_images_current_idx').on(t.storyId, t.pageNumber).where(sql`${t.isCurrent}`),
    index('book_images_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** Uploaded character photos, re-encoded without metadata: per story and character index, or temporary (no story yet). */
export const characterImages = pgTable(
  'character_images',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    characterIndex: integer('character_index'),
    characterName: text('character_name'),
    blobKey: text('blob_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('character_images_slot_idx').on(t.storyId, t.characterIndex), index('character_images_customer_idx').on(t.customerId)],
);

/** A print-ready PDF of a book, made by a job; the preflight report is kept with it. */
export const pdfExports = pgTable(
  'pdf_exports',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: PDF_EXPORT_STATUSES }).notNull().default('queued'),
    paperSize: text('paper_size', { enum: PAPER_SIZE_OPTIONS }).notNull(),
    fileName: text('file_name').notNull(),
    blobKey: text('blob_key'),
    sizeBytes: integer('size_bytes'),
    preflight: jsonb('preflight').$type<PreflightReport>(),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pdf_exports_story_idx').on(t.storyId, t.createdAt)],
);

/** A book made into an EPUB 3 e-book (issue 32): as a PDF export, without paper or preflight. */
export const epubExports = pgTable(
  'epub_exports',
  {
    id: id(),
    customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id').notNull().references(() => stories.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: PDF_EXPORT_STATUSES }).notNull().default('queued'),
    fileName: text('file_name').notNull(),
    blobKey: text('blob_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('epub_exports_story_idx').on(t.storyId, t.createdAt), index('epub_exports_customer_idx').on(t.customerId, t.createdAt)],
);
