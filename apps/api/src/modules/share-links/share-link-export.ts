import type { ShareLink } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import { listShareLinksOfCustomer } from './repo';
import { toShareLink } from './share-links';

/** The customer's share links, live or not, for their data export. */
export async function exportShareLinks(context: AppContext, customerId: string): Promise<ShareLink[]> {
  const now = context.clock.now();
  return (await listShareLinksOfCustomer(context.db, customerId)).map((row) => toShareLink(row, now));
}
