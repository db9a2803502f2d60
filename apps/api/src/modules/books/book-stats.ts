import type { AppContext } from '../../context';
import { countBooksMade, listBooksMadeOf } from './book-stats-repo';

export { listBooksMadeOf };

export const booksMade = (context: AppContext, since: Date) => countBooksMade(context.db, since);
