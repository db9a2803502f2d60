import type { AccountExport, ExportedFile } from '@studio/contracts/privacy';
import type { AppContext } from '../../context';
import { notFound } from '../../errors/app-error';
import type { BlobHead } from '../../infra/blob-store/blob-store';
import { runPool } from '../../lib/run-pool';
import { listEntriesAboutCustomer } from '../audit/audit-log';
import { readCustomer } from '../auth/customer-cache';
import { toCustomer } from '../auth/customer-view';
import { exportBooks } from '../books/book-export';
import { exportContactMessages } from '../contact/message-export';
import { exportLedger } from '../credits/ledger-export';
import { listPaymentsForExport } from '../payments/closed-account-payments';
import { exportOrders } from '../print-orders/order-export';
import { exportSavedCharacters } from '../saved-characters/saved-character-export';
import { exportShareLinks } from '../share-links/share-link-export';
import { exportStories } from '../stories/story-export';
import { exportSubscription } from '../subscriptions/subscription-export';
import { exportUploadedBooks } from '../uploaded-books/book-export';
import { filesToExport, type FileToExport } from './export-files';

export interface AccountExportContents {
  document: AccountExport;
  /** The files the document lists, in the same order, each still stored. */
  files: FileToExport[];
}

/**
 * Everything held about the customer (`GET /api/v1/auth/profile/export`), each part asked of the
 * module that owns it. Files are only listed here; the ZIP streams them one at a time.
 */
export async function collectAccountExport(context: AppContext, customerId: string): Promise<AccountExportContents> {
  const customer = await readCustomer(context, customerId);
  if (!customer) throw notFound('Account');
  const [subscription, ledger, stories, orders, payments, uploaded, audit, contactMessages, shareLinks, savedCharacters] = await Promise.all([
    exportSubscription(context.db, customerId),
    exportLedger(context.db, customerId),
    exportStories(context, customerId),
    exportOrders(context, customerId),
    listPaymentsForExport(context, customerId),
    exportUploadedBooks(context, customerId),
    listEntriesAboutCustomer(context, customerId),
    exportContactMessages(context.db, customerId),
    exportShareLinks(context, customerId),
    exportSavedCharacters(context, customerId),
  ]);
  const books = await exportBooks(context, customerId, stories.map((story) => story.id));
  const stored = await storedFiles(context, await filesToExport(context, customerId, customer.profilePictureKey, uploaded.files));
  return {
    document: {
      format_version: 1,
      exported_at: context.clock.now().toISOString(),
      profile: toCustomer(customer, context.media),
      subscription,
      credit_transactions: ledger,
      stories,
      books,
      print_orders: orders,
      payments,
      uploaded_books: uploaded.books,
      audit_entries: audit,
      contact_messages: contactMessages,
      share_links: shareLinks,
      saved_characters: savedCharacters,
      files: stored.map(({ listed }) => listed),
    },
    files: stored.map(({ file }) => file),
  };
}

/** How many files are looked up at once: an account can hold thousands, and S3 is asked once per file. */
const LOOKUPS_AT_ONCE = 16;

/** The files still in the store with their sizes; one removed meanwhile (a rejected upload's) is left out. */
async function storedFiles(context: AppContext, files: FileToExport[]): Promise<Array<{ file: FileToExport; listed: ExportedFile }>> {
  const heads = new Map<FileToExport, BlobHead | null>();
  await runPool(files, LOOKUPS_AT_ONCE, async (file) => {
    heads.set(file, await context.blobs.head(file.key));
  });
  return files.flatMap((file) => {
    const head = heads.get(file);
    return head ? [{ file, listed: { path: file.path, kind: file.kind, belongs_to: file.belongsTo, size: head.size } }] : [];
  });
}
