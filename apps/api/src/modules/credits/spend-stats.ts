import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../app-context';
import { listCreditsSpentOf, sumCreditsSpent } from './spend-stats-repo';

export const creditsSpent = (context: AppContext, since: Date) => sumCreditsSpent(context.db, since);

/** When a customer spent credits, and how many: the tallies a closed account leaves for the dashboard's history. */
export const creditsSpentBy = (tx: DbOrTx, customerId: string) => listCreditsSpentOf(tx, customerId);
