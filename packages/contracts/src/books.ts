import { z } from 'zod';
import { IMAGE_MODELS } from './billing';
import { ART_STYLES, AGE_GROUPS, PAGES_BY_LENGTH, STORY_LENGTHS, type StoryLength } from './stories';
import { DEFAULT_PRINT_OPTIONS, PRINT_PAPER_SIZES, type PrintPaperSize } from './print-options';
import { MAX_PAGE } from './pagination';
import { wholeNumber } from './numbers';

/** Illustrated books, page pictures and their versions, character photos and PDF exports (issue 6, spec §7). */

/** Page 0 of a story's pictures is its cover; story pages keep their own numbers. */
export const COVER_PAGE = 0;

/** The pictures a whole book draws, each paid for in credits: its cover and one per page. */
export const picturesInBook = (pageCount: number) => pageCount + 1;

/** `GET /api/v1/books/credit-costs` (public): what a credit buys on this server, from the credit costs the administrators set. */
export const bookCreditCostsSchema = z.object({
  per_picture: z.object({ standard: z.number().int(), high_quality: z.number().int() }),
  books: z.array(
    z.object({ story_length: z.enum(STORY_LENGTHS), pages: z.number().int(), pictures: z.number().int(), standard: z.number().int(), high_quality: z.number().int() }),
  ),
});
export type BookCreditCosts = z.infer<typeof bookCreditCostsSchema>;

/** A book of each length and what illustrating it costs at `perPicture` credits a picture in each quality. */
export function bookCreditCosts(perPicture: BookCreditCosts['per_picture']): BookCreditCosts {
  const books = STORY_LENGTHS.map((length: StoryLength) => {
    const pictures = picturesInBook(PAGES_BY_LENGTH[length]);
    return { story_length: length, pages: PAGES_BY_LENGTH[length], pictures, standard: pictures * perPicture.standard, high_quality: pictures * perPicture.high_quality };
  });
  return { per_picture: perPicture, books };
}

export const BOOK_STATUSES = ['none', 'generating', 'ready', 'failed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];

export const bookGenerateRequestSchema = z.object({
  story_id: z.string().trim().min(1, { error: 'story_id is required' }),
  options: z
    .object({
      use_high_quality_mode: z.boolean().default(false),
      /** Only these pictures (0 is the cover), e.g. the ones showing a character whose photo changed; every picture when left out. */
      pages: z.array(z.number().int().min(0).max(500)).min(1, { error: 'Choose at least one picture to draw' }).max(501).optional(),
    })
    .default({ use_high_quality_mode: false }),
});
export type BookGenerateRequest = z.input<typeof bookGenerateRequestSchema>;

export const bookGenerateResponseSchema = z.object({ job_id: z.string(), story_id: z.string(), num_images: z.number().int(), model: z.enum(IMAGE_MODELS) });
export type BookGenerateResponse = z.infer<typeof bookGenerateResponseSchema>;

/** Which model draws the pictures in each quality mode on this server (the offline illustrator without an OpenAI key). */
export const imageModelsSchema = z.object({
  provider: z.enum(['builtin', 'openai']),
  standard: z.enum(IMAGE_MODELS),
  high_quality: z.enum(IMAGE_MODELS),
});
export type ImageModels = z.infer<typeof imageModelsSchema>;

export const bookImageSchema = z.object({
  id: z.string(),
  page_number: z.number().int(),
  version: z.number().int(),
  model: z.enum(IMAGE_MODELS),
  style: z.enum(ART_STYLES),
  is_current: z.boolean(),
  /** Signed media URLs: a screen-sized picture and a small one for thumbnails. */
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  created_at: z.string(),
});
export type BookImage = z.infer<typeof bookImageSchema>;

export const bookPageSchema = z.object({
  page_number: z.number().int(),
  text: z.string(),
  image: bookImageSchema.nullable(),
  /** How many pictures this page has had; earlier ones can be restored. */
  versions: z.number().int(),
  /** Indexes of the story's characters this page's picture shows. */
  characters: z.array(z.number().int()),
});
export type BookPage = z.infer<typeof bookPageSchema>;

export const characterPhotoSchema = z.object({
  /** The photo's own id: a next adventure's draft names it to carry a copy of the photo (`character_photos`). */
  image_id: z.string(),
  character_index: z.number().int(),
  character_name: z.string(),
  url: z.string(),
});
export type CharacterPhoto = z.infer<typeof characterPhotoSchema>;

export const bookSchema = z.object({
  story_id: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  status: z.enum(BOOK_STATUSES),
  art_style: z.enum(ART_STYLES),
  age_group: z.enum(AGE_GROUPS),
  /** The job drawing the pictures, while one runs or after the last one. */
  job_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** When the last run failed part-way: the pictures (0 is the cover) "try again" draws; the rest are kept. */
  pictures_left: z.array(z.number().int()).nullable(),
  cover: bookImageSchema.nullable(),
  pages: z.array(bookPageSchema),
  /** The story's characters in order (a photo is per character index); the cover shows them all. */
  characters: z.array(z.object({ index: z.number().int(), name: z.string() })),
  /** Uploaded photos of the characters, shown on a "Meet the characters" page. */
  character_photos: z.array(characterPhotoSchema),
  /** The "Meet the characters" page as the offline illustrator draws it, when there are photos. */
  characters_page_url: z.string().nullable(),
  /** The pages before the story (issue 33): the dedication's words, and whether "This book belongs to" is there. */
  dedication: z.string().nullable(),
  belongs_to_page: z.boolean(),
});
export type Book = z.infer<typeof bookSchema>;

/** A page's pictures are listed oldest first, a bounded page at a time: `after` is the last version already shown. */
export const PICTURE_VERSIONS_PAGE_SIZE = 24;
export const MAX_PICTURE_VERSIONS_PAGE_SIZE = 100;
export const bookImageVersionsQuerySchema = z.object({
  after: wholeNumber(z.number().int().min(0).max(MAX_PAGE)).default(0),
  limit: wholeNumber(z.number().int().min(1).max(MAX_PICTURE_VERSIONS_PAGE_SIZE)).default(PICTURE_VERSIONS_PAGE_SIZE),
});
export type BookImageVersionsQuery = z.infer<typeof bookImageVersionsQuerySchema>;
/** `next_after`: pass it as `after` for the next versions; null when these are the last. */
export const bookImageVersionsSchema = z.object({ page_number: z.number().int(), items: z.array(bookImageSchema), next_after: z.number().int().nullable() });
export type BookImageVersions = z.infer<typeof bookImageVersionsSchema>;

export const regenerateImageRequestSchema = z.object({ use_high_quality_mode: z.boolean().default(false) });
export type RegenerateImageRequest = z.input<typeof regenerateImageRequestSchema>;

export const restoreImageRequestSchema = z.object({ version: z.number().int().min(1).max(MAX_PAGE) });
export type RestoreImageRequest = z.infer<typeof restoreImageRequestSchema>;

export const singleImageRequestSchema = z.object({
  prompt: z.string().trim().min(3, { error: 'Describe the picture in a few words' }).max(1000),
  style: z.enum(ART_STYLES).default('flat'),
  use_high_quality_mode: z.boolean().default(false),
});
export type SingleImageRequest = z.input<typeof singleImageRequestSchema>;

export const singleImageSchema = z.object({
  id: z.string(),
  prompt: z.string(),
  style: z.enum(ART_STYLES),
  model: z.enum(IMAGE_MODELS),
  url: z.string(),
  thumbnail_url: z.string(),
  credits_spent: z.number().int(),
});
export type SingleImage = z.infer<typeof singleImageSchema>;

/** Character photos: per story and character index (spec §3). */
export const characterImagesSchema = z.object({ story_id: z.string(), images: z.array(characterPhotoSchema) });
export type CharacterImages = z.infer<typeof characterImagesSchema>;

export const tempCharacterImageSchema = z.object({ image_id: z.string(), url: z.string() });
export type TempCharacterImage = z.infer<typeof tempCharacterImageSchema>;

/** The paper sizes a book is exported and printed at; one list with the print options (issue 10 renamed letter and square). */
export const PAPER_SIZE_OPTIONS = PRINT_PAPER_SIZES;
export type PaperSizeOption = PrintPaperSize;
export const DEFAULT_PAPER_SIZE: PaperSizeOption = DEFAULT_PRINT_OPTIONS.paper_size;
/** Short names, shown beside the trim size (the print wizard's labels carry the size themselves). */
export const PAPER_SIZE_LABELS: Record<PaperSizeOption, string> = { a4: 'A4', a5: 'A5', us_letter: 'US Letter', square_8_5: 'Square 8.5 in' };
/** Names used before issue 10, still accepted from older clients. */
const LEGACY_PAPER_SIZES: Record<string, PaperSizeOption> = { letter: 'us_letter', square: 'square_8_5' };
const paperSizeInput = z.preprocess((value) => (typeof value === 'string' && Object.hasOwn(LEGACY_PAPER_SIZES, value) ? LEGACY_PAPER_SIZES[value] : value), z.enum(PAPER_SIZE_OPTIONS));
/** Trim (finished page) size of each paper, in the unit it is defined in: ISO sizes in mm, US sizes in inches. */
export const PAPER_TRIM_SIZES: Record<PaperSizeOption, { width: number; height: number; unit: 'mm' | 'in' }> = {
  a4: { width: 210, height: 297, unit: 'mm' },
  a5: { width: 148, height: 210, unit: 'mm' },
  us_letter: { width: 8.5, height: 11, unit: 'in' },
  square_8_5: { width: 8.5, height: 8.5, unit: 'in' },
};

export const PDF_EXPORT_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type PdfExportStatus = (typeof PDF_EXPORT_STATUSES)[number];

export const pdfExportRequestSchema = z.object({
  story_id: z.string().trim().min(1, { error: 'story_id is required' }),
  paper_size: paperSizeInput.default(DEFAULT_PAPER_SIZE),
});
export type PdfExportRequest = z.input<typeof pdfExportRequestSchema>;

export const preflightImageSchema = z.object({
  /** 1-based page of the PDF. */
  page: z.number().int(),
  kind: z.enum(['vector', 'raster']),
  /** Effective resolution at the printed size; null for vector art. */
  dpi: z.number().nullable(),
});
export type PreflightImage = z.infer<typeof preflightImageSchema>;

export const preflightSchema = z.object({
  paper_size: z.enum(PAPER_SIZE_OPTIONS),
  trim_mm: z.object({ width: z.number(), height: z.number() }),
  bleed_mm: z.number(),
  page_count: z.number().int(),
  fonts: z.array(z.string()),
  images: z.array(preflightImageSchema),
  warnings: z.array(z.string()),
});
export type PreflightReport = z.infer<typeof preflightSchema>;

export const pdfExportSchema = z.object({
  export_id: z.string(),
  story_id: z.string(),
  status: z.enum(PDF_EXPORT_STATUSES),
  job_id: z.string().nullable(),
  paper_size: z.enum(PAPER_SIZE_OPTIONS),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  preflight: preflightSchema.nullable(),
  error: z.string().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
});
export type PdfExport = z.infer<typeof pdfExportSchema>;

/** EPUB 3 export of a book (issue 32): POST /export-epub/ {story_id}, GET /export-epub/download/{id}. */
export const epubExportRequestSchema = z.object({
  story_id: z.string().trim().min(1, { error: 'story_id is required' }),
});
export type EpubExportRequest = z.input<typeof epubExportRequestSchema>;

export const epubExportSchema = z.object({
  export_id: z.string(),
  story_id: z.string(),
  status: z.enum(PDF_EXPORT_STATUSES),
  job_id: z.string().nullable(),
  /** 0–100 while the e-book is being made (the job's progress), 100 when ready. */
  progress: z.number().int(),
  file_name: z.string(),
  size_bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
});
export type EpubExport = z.infer<typeof epubExportSchema>;
