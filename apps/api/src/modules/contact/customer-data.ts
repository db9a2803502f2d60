import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { contactMessages } from '../../db/schema';
import { deleteMessagesOfClosedAccount } from './closed-account-messages';
import { exportContactMessages } from './message-export';

/** Messages are keyed by the address they came from, so no cascade reaches them: they go by the account's address. */
export const contactData: CustomerDataHolder<AppContext> = {
  module: 'contact',
  tables: [contactMessages],
  onAccountDeletion: async (tx, customer) => ({ deleted_contact_messages: await deleteMessagesOfClosedAccount(tx, customer.email) }),
  exportPart: async (context, customerId) => ({ contact_messages: await exportContactMessages(context.db, customerId) }),
};
