import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { payments } from '../../db/schema';
import { keepPaidPaymentsAnonymised, listPaymentsForExport } from './closed-account-payments';

/** Paid payments stay for the accounts, detached from the closed account; the others go. */
export const paymentData: CustomerDataHolder<AppContext> = {
  module: 'payments',
  tables: [payments],
  onAccountDeletion: async (tx, customer) => ({ kept_payments: await keepPaidPaymentsAnonymised(tx, customer.id) }),
  exportPart: async (context, customerId) => ({ payments: await listPaymentsForExport(context, customerId) }),
};
