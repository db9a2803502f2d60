import { z } from 'zod';
import { MAX_PAGE, pageQuerySchema } from './pagination';
import { BINDINGS, PRINT_PAPER_SIZES } from './print-options';
import { wholeNumber } from './numbers';

/** A customer's own book (spec §3): uploaded as a PDF, analysed by a job, then printable or refused with a reason. */
export const UPLOADED_BOOK_STATUSES = ['analysing', 'ready', 'rejected'] as const;
export type UploadedBookStatus = (typeof UPLOADED_BOOK_STATUSES)[number];

export const CHECK_LEVELS = ['pass', 'warning', 'failure'] as const;
export type CheckLevel = (typeof CHECK_LEVELS)[number];

export const DEFAULT_MAX_BOOK_UPLOAD_MB = 200;
/** Pictures print sharp from 300 pixels per inch; below 150 they look blurry. */
export const GOOD_IMAGE_PPI = 300;
export const MIN_IMAGE_PPI = 150;

/** One preflight check, in words a non-expert understands, with the pages it concerns. */
export const preflightCheckSchema = z.object({
  id: z.string(),
  level: z.enum(CHECK_LEVELS),
  title: z.string(),
  message: z.string(),
  pages: z.array(z.number().int()),
});
export type PreflightCheck = z.infer<typeof preflightCheckSchema>;

const sizeMm = z.object({ width: z.number(), height: z.number() });

export const uploadedPageSchema = z.object({
  page: z.number().int(),
  /** The page as the file sets it (MediaBox), and its trim (TrimBox, or the MediaBox when there is none). */
  media_mm: sizeMm,
  trim_mm: sizeMm,
  /** Bleed around the trim, from the BleedBox or the MediaBox, the smallest side. */
  bleed_mm: z.number(),
});
export type UploadedPage = z.infer<typeof uploadedPageSchema>;

export const uploadedBookAnalysisSchema = z.object({
  page_count: z.number().int(),
  /** The catalogue size the pages match, or null when they match none. */
  paper_size: z.enum(PRINT_PAPER_SIZES).nullable(),
  trim_mm: sizeMm.nullable(),
  has_bleed: z.boolean(),
  colour: z.enum(['rgb', 'cmyk', 'gray', 'mixed', 'none']),
  bindings: z.array(z.object({ binding: z.enum(BINDINGS), ok: z.boolean(), printed_pages: z.number().int().nullable(), reason: z.string().nullable() })),
  checks: z.array(preflightCheckSchema),
  pages: z.array(uploadedPageSchema),
});
export type UploadedBookAnalysis = z.infer<typeof uploadedBookAnalysisSchema>;

export const uploadedBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(UPLOADED_BOOK_STATUSES),
  /** Why a file was refused (encrypted, damaged, empty), in plain words. */
  rejection_reason: z.string().nullable(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  page_count: z.number().int().nullable(),
  paper_size: z.enum(PRINT_PAPER_SIZES).nullable(),
  /** The worst check: failure means it cannot be ordered until fixed. */
  preflight: z.enum(CHECK_LEVELS).nullable(),
  analysis: uploadedBookAnalysisSchema.nullable(),
  job_id: z.string().nullable(),
  /** How many pages have preview pictures yet (they are drawn after the analysis, page 1 first). */
  preview_pages: z.number().int(),
  /** How many pages get preview pictures: the first ones, up to a limit the server sets. */
  preview_page_count: z.number().int(),
  /** Page 1's picture, small: a signed link an <img> can load. */
  thumbnail_url: z.string().nullable(),
  /** Every page drawn so far, small and large. */
  previews: z.array(z.object({ page: z.number().int(), thumbnail_url: z.string(), url: z.string() })),
  download_url: z.string(),
  /** The name a download is saved under: the title, as a file name. */
  download_name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UploadedBook = z.infer<typeof uploadedBookSchema>;

const title = z.string({ error: 'Title is required' }).trim().min(1, { error: 'Title is required' }).max(200, { error: 'Title must be at most 200 characters' });
const description = z.string().trim().max(2000, { error: 'Description must be at most 2000 characters' });

/** The text fields of the upload form (the file travels beside them). */
export const uploadedBookFieldsSchema = z.object({ title, description: description.optional().default('') });
export const uploadedBookUpdateSchema = z.object({ title, description: description.optional() });
export type UploadedBookUpdate = z.infer<typeof uploadedBookUpdateSchema>;

export const uploadedBookListQuerySchema = pageQuerySchema;

export const previewQuerySchema = z.object({
  page: wholeNumber(z.number().int().min(1, { error: 'page starts at 1' }).max(MAX_PAGE)).default(1),
  size: z.enum(['thumb', 'full']).default('thumb'),
});
