import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { auditLog } from '../../db/schema';
import { listEntriesAboutCustomer } from './audit-log';

/** The log outlives the account: an entry keeps what happened, without the closed account as its actor. */
export const auditData: CustomerDataHolder<AppContext> = {
  module: 'audit',
  tables: [auditLog],
  exportPart: async (context, customerId) => ({ audit_entries: await listEntriesAboutCustomer(context, customerId) }),
};
