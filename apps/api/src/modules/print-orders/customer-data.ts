import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { printOrderEvents, printOrders, printPriceLists } from '../../db/schema';
import { conflict } from '../../errors/app-error';
import { hasOrderInProgress, keepPaidOrdersAnonymised, unpaidOrderTallies } from './closed-account-orders';
import { MAKE_PRINT_FILES_JOB } from './make-print-files-job';
import { hasUnfinishedOrderFor } from './open-orders';
import { exportOrders } from './order-export';

/**
 * Orders outlive their story (they keep their own files and title) and, once paid, the account: they
 * stay for the accounts, anonymised. Price lists and order events only name the administrator who acted.
 */
export const printOrderData: CustomerDataHolder<AppContext> = {
  module: 'print-orders',
  tables: [printOrders, printOrderEvents, printPriceLists],
  customerFolders: ['print-orders'],
  jobsWritingCustomerFiles: [MAKE_PRINT_FILES_JOB],
  async refuseStoryDeletion(context, story) {
    if (await hasUnfinishedOrderFor(context, { storyId: story.id })) {
      throw conflict('A print order of this story is not finished yet. You can delete the story once it has been delivered or cancelled.', 'story_in_use');
    }
  },
  async refuseUploadedBookDeletion(context, book) {
    if (await hasUnfinishedOrderFor(context, { uploadedBookId: book.id })) {
      throw conflict('An order of this book is still being paid for, printed or posted: delete the book once it has arrived, or cancel the order first', 'book_in_use');
    }
  },
  async refuseAccountDeletion(tx, customerId) {
    if (await hasOrderInProgress(tx, customerId)) {
      throw conflict('A print order of yours is on its way. You can delete your account once it has been delivered or cancelled.', 'order_in_progress');
    }
  },
  historyOfClosedAccount: unpaidOrderTallies,
  onAccountDeletion: async (tx, customer) => ({ kept_orders: await keepPaidOrdersAnonymised(tx, customer.id) }),
  exportPart: async (context, customerId) => ({ print_orders: await exportOrders(context, customerId) }),
};
