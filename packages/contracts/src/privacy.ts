import { z } from 'zod';
import { accountEventSchema } from './audit';
import { customerSchema, PASSWORD_MAX } from './auth';
import { creditTransactionSchema, paymentSchema, subscriptionSchema } from './billing';
import { bookSchema } from './books';
import { contactMessageRecordSchema } from './contact';
import { printOrderSchema } from './print-orders';
import { savedCharacterSchema } from './saved-characters';
import { shareLinkSchema } from './share-links';
import { storySchema } from './stories-api';
import { uploadedBookSchema } from './uploaded-books';

/** `DELETE /api/v1/auth/profile`: the account's password, typed again to confirm. */
export const accountDeletionRequestSchema = z.object({
  password: z.string({ error: 'Enter your password to confirm' }).min(1, { error: 'Enter your password to confirm' }).max(PASSWORD_MAX),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>;

export const accountDeletionResponseSchema = z.object({
  message: z.string(),
  /** Paid print orders and payments kept, without name, e-mail or address, because the law requires their records. */
  kept_orders: z.number().int(),
  kept_payments: z.number().int(),
});
export type AccountDeletionResponse = z.infer<typeof accountDeletionResponseSchema>;

export const EXPORT_FILE_KINDS = ['avatar', 'character_photo', 'picture', 'pdf_export', 'epub_export', 'uploaded_book'] as const;
export type ExportFileKind = (typeof EXPORT_FILE_KINDS)[number];

/** A file in the export's ZIP, at `path`. */
export const exportedFileSchema = z.object({
  path: z.string(),
  kind: z.enum(EXPORT_FILE_KINDS),
  /** The story, saved character, uploaded book or export the file belongs to, if any. */
  belongs_to: z.string().nullable(),
  size: z.number().int(),
});
export type ExportedFile = z.infer<typeof exportedFileSchema>;

/** `data.json` in the ZIP of `GET /api/v1/auth/profile/export`: everything held about the customer. */
export const accountExportSchema = z.object({
  format_version: z.literal(1),
  exported_at: z.string(),
  profile: customerSchema,
  subscription: subscriptionSchema.nullable(),
  credit_transactions: z.array(creditTransactionSchema),
  stories: z.array(storySchema),
  books: z.array(bookSchema),
  print_orders: z.array(printOrderSchema),
  payments: z.array(paymentSchema),
  uploaded_books: z.array(uploadedBookSchema),
  audit_entries: z.array(accountEventSchema),
  /** Messages the account sent through the contact form signed in, oldest first. */
  contact_messages: z.array(contactMessageRecordSchema),
  /** Links the customer made to read a book signed out, live, expired or revoked. */
  share_links: z.array(shareLinkSchema),
  /** The characters kept for the next books (issue 33); their photos are under files/saved-characters/. */
  saved_characters: z.array(savedCharacterSchema),
  files: z.array(exportedFileSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** Where the export's JSON document sits in the ZIP. */
export const ACCOUNT_EXPORT_DOCUMENT = 'data.json';
