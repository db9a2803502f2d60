import type { AppContext } from '../../context';
import { listCreditsSpentOf, sumCreditsSpent } from './spend-stats-repo';

export { listCreditsSpentOf };

export const creditsSpent = (context: AppContext, since: Date) => sumCreditsSpent(context.db, since);
