import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { subscriptions } from '../../db/schema';
import { exportSubscription } from './subscription-export';

export const subscriptionData: CustomerDataHolder<AppContext> = {
  module: 'subscriptions',
  tables: [subscriptions],
  exportPart: async (context, customerId) => ({ subscription: await exportSubscription(context.db, customerId) }),
};
