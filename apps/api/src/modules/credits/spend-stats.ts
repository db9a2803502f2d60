import type { AppContext } from '../../app-context';
import { sumCreditsSpent } from './spend-stats-repo';

export const creditsSpent = (context: AppContext, since: Date) => sumCreditsSpent(context.db, since);
