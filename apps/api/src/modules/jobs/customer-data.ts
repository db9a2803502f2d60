import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { jobs } from '../../db/schema';

/** A customer's job rows (what was made for them, and how it went) go with the account; they are not exported. */
export const jobData: CustomerDataHolder<AppContext> = {
  module: 'jobs',
  tables: [jobs],
};
