import type { AccountDeletionRequest, AccountDeletionResponse } from '@studio/contracts/privacy';
import type { AppContext } from '../../app-context';
import { conflict } from '../../errors/app-error';
import { confirmAccountPassword, deleteAccountRow, forgetDeletedAccount, lockAccountForClosure } from '../auth/account-closure';
import { recordAccountEvent } from '../audit/audit-log';
import { hasUnfinishedJobsOf } from '../jobs/service';
import { keepHistoryOfClosedAccount } from './closed-account-history';
import { deleteAccountFiles, queueAccountFileDeletion } from './delete-account-files-job';

/**
 * Closes the account (`DELETE /api/v1/auth/profile`) after the password is typed again. In one
 * transaction, under the account's lock, each module holding customer data (customer-lifecycle-registry.ts)
 * may refuse (an order on its way) and does what the law or the product asks before the row goes:
 * paid orders and payments stay anonymised, unpaid ones go, contact-form messages from the account's
 * address go (keyed by the address, no cascade reaches them). The audit log notes what each did, and the
 * customer row goes, taking with it (ON DELETE CASCADE) stories, pages, books, pictures, character
 * photos, PDF exports, uploaded books, share links (so every link to the customer's books stops
 * working), the subscription, the credit ledger, jobs and every session. The files follow once that
 * committed, in a job that is retried until every folder of the customer is empty.
 */
export async function deleteAccount(context: AppContext, customerId: string, request: AccountDeletionRequest, requestId: string): Promise<AccountDeletionResponse> {
  await confirmAccountPassword(context, customerId, request.password);
  const holders = context.customerLifecycle.all();
  const done = await context.db.transaction(async (tx) => {
    const customer = await lockAccountForClosure(tx, customerId);
    // Checked under the row lock: a new job, order or upload references the customer row, so it waits for this transaction and then fails.
    for (const holder of holders) await holder.refuseAccountDeletion?.(tx, customerId);
    if (await hasUnfinishedJobsOf(tx, customerId, context.customerLifecycle.jobsWritingCustomerFiles())) {
      throw conflict('Something of yours is still being made (a story, pictures or a PDF). Wait until it is finished, then delete your account.', 'account_busy');
    }
    await keepHistoryOfClosedAccount(tx, customer, holders);
    const counts: Record<string, number> = {};
    for (const holder of holders) Object.assign(counts, await holder.onAccountDeletion?.(tx, { id: customerId, email: customer.email }));
    await recordAccountEvent(tx, { action: 'customer.delete', customerId, details: { by: 'customer', ...counts, request_id: requestId } });
    await deleteAccountRow(context, tx, customerId);
    return counts;
  });
  forgetDeletedAccount(context, customerId);
  await removeFilesAfterCommit(context, customerId);
  return {
    message: 'Your account and everything in it have been deleted.',
    kept_orders: done.kept_orders ?? 0,
    kept_payments: done.kept_payments ?? 0,
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
