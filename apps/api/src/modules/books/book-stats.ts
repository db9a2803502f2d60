import type { AppContext } from '../../app-context';
import { countBooksMade } from './book-stats-repo';

export const booksMade = (context: AppContext, since: Date) => countBooksMade(context.db, since);
