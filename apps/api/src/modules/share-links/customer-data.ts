import type { AppContext } from '../../app-context';
import type { CustomerDataHolder } from '../../customer-lifecycle';
import { shareLinks } from '../../db/schema';
import { exportShareLinks } from './share-link-export';

/** Links go with their story or the account (so every link to a deleted book stops working at once). */
export const shareLinkData: CustomerDataHolder<AppContext> = {
  module: 'share-links',
  tables: [shareLinks],
  exportPart: async (context, customerId) => ({ share_links: await exportShareLinks(context, customerId) }),
};
