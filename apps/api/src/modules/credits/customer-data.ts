import type { AppContext } from '../../app-context';
import { CLOSED_ACCOUNT_METRICS, type CustomerDataHolder } from '../../customer-lifecycle';
import { creditHolds, creditTransactions } from '../../db/schema';
import { exportLedger } from './ledger-export';
import { creditsSpentBy } from './spend-stats';

/** The ledger is exported; holds are only the credits a running job has set aside, so they are not. */
export const creditData: CustomerDataHolder<AppContext> = {
  module: 'credits',
  tables: [creditTransactions, creditHolds],
  historyOfClosedAccount: async (tx, customerId) => (await creditsSpentBy(tx, customerId)).map((spend) => ({ metric: CLOSED_ACCOUNT_METRICS.creditsSpent, ...spend })),
  exportPart: async (context, customerId) => ({ credit_transactions: await exportLedger(context.db, customerId) }),
};
