import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { creditHolds, creditTransactions } from '../../db/schema';
import { exportLedger } from './ledger-export';

/** The ledger is exported; holds are only the credits a running job has set aside, so they are not. */
export const creditData: CustomerDataHolder<AppContext> = {
  module: 'credits',
  tables: [creditTransactions, creditHolds],
  exportPart: async (context, customerId) => ({ credit_transactions: await exportLedger(context.db, customerId) }),
};
