import type { AccountDeletionRequest, AccountDeletionResponse } from '@studio/contracts/privacy';
import type { AppContext } from '../../context';
import { conflict } from '../../errors/app-error';
import { confirmAccountPassword, deleteAccountRow, forgetDeletedAccount, lockAccountForClosure } from '../auth/account-closure';
import { recordAccountEvent } from '../audit/audit-log';
import { ILLUSTRATE_BOOK_JOB } from '../books/illustrate-book-job';
import { deleteMessagesOfClosedAccount } from '../contact/closed-account-messages';
import { MAKE_PRINT_RASTERS_JOB } from '../images/make-print-rasters-job';
import { hasUnfinishedJobsOf } from '../jobs/service';
import { keepPaidPaymentsAnonymised } from '../payments/closed-account-payments';
import { EXPORT_PDF_JOB } from '../pdf-exports/export-pdf-job';
import { EXPORT_EPUB_JOB } from '../epub-exports/export-epub-job';
import { hasOrderInProgress, keepPaidOrdersAnonymised } from '../print-orders/closed-account-orders';
import { MAKE_PRINT_FILES_JOB } from '../print-orders/make-print-files-job';
import { WRITE_STORY_JOB } from '../stories/write-story-job';
import { ANALYSE_BOOK_JOB } from '../uploaded-books/analyse-book-job';
import { deleteAccountFiles, queueAccountFileDeletion } from './delete-account-files-job';

/** Background work that writes the customer's rows and files; closing the account waits for it. */
const WORK_ON_CUSTOMER_FILES = [WRITE_STORY_JOB, ILLUSTRATE_BOOK_JOB, MAKE_PRINT_RASTERS_JOB, EXPORT_PDF_JOB, EXPORT_EPUB_JOB, MAKE_PRINT_FILES_JOB, ANALYSE_BOOK_JOB];

/**
 * Closes the account (`DELETE /api/v1/auth/profile`) after the password is typed again. In one
 * transaction: unpaid orders and payments go, paid ones stay anonymised (the law keeps their
 * records), contact-form messages from the account's e-mail address go (they are keyed by the
 * address, so no cascade reaches them), the audit log notes it, and the customer row goes, taking
 * with it (ON DELETE CASCADE) stories, pages, books, pictures, character photos, PDF exports,
 * uploaded books, share links (so every link to the customer's books stops working), the subscription,
 * the credit ledger, jobs and every session. The files follow once
 * that committed, in a job that is retried until every folder of the customer is empty.
 */
export async function deleteAccount(context: AppContext, customerId: string, request: AccountDeletionRequest, requestId: string): Promise<AccountDeletionResponse> {
  await confirmAccountPassword(context, customerId, request.password);
  const kept = await context.db.transaction(async (tx) => {
    const customer = await lockAccountForClosure(tx, customerId);
    // Checked under the row lock: a new job, order or upload references the customer row, so it waits for this transaction and then fails.
    if (await hasOrderInProgress(tx, customerId)) {
      throw conflict('A print order of yours is on its way. You can delete your account once it has been delivered or cancelled.', 'order_in_progress');
    }
    if (await hasUnfinishedJobsOf(tx, customerId, WORK_ON_CUSTOMER_FILES)) {
      throw conflict('Something of yours is still being made (a story, pictures or a PDF). Wait until it is finished, then delete your account.', 'account_busy');
    }
    const orders = await keepPaidOrdersAnonymised(tx, customerId);
    const payments = await keepPaidPaymentsAnonymised(tx, customerId);
    const contactMessages = await deleteMessagesOfClosedAccount(tx, customer.email);
    await recordAccountEvent(tx, {
      action: 'customer.delete',
      customerId,
      details: { by: 'customer', kept_orders: orders, kept_payments: payments, deleted_contact_messages: contactMessages, request_id: requestId },
    });
    await deleteAccountRow(context, tx, customerId);
    return { orders, payments };
  });
  forgetDeletedAccount(context, customerId);
  await removeFilesAfterCommit(context, customerId);
  return {
    message: 'Your account and everything in it have been deleted.',
    kept_orders: kept.orders,
    kept_payments: kept.payments,
  };
}

/** The rows are gone; a file left over is only a leftover, never an error for the customer. */
async function removeFilesAfterCommit(context: AppContext, customerId: string): Promise<void> {
  try {
    await queueAccountFileDeletion(context, customerId);
  } catch (queueError) {
    context.log.error({ err: queueError, customerId }, 'could not queue the removal of a deleted account’s files; removing them now');
    await deleteAccountFiles(context, customerId).catch((error: unknown) => context.log.error({ err: error, customerId }, 'files of a deleted account were left behind'));
  }
}
