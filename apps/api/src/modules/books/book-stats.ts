import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../app-context';
import { countBooksMade, listBooksMadeOf } from './book-stats-repo';

export const booksMade = (context: AppContext, since: Date) => countBooksMade(context.db, since);

/** When each of a customer's books was made: the tallies a closed account leaves for the dashboard's history. */
export const booksMadeBy = (tx: DbOrTx, customerId: string) => listBooksMadeOf(tx, customerId);
