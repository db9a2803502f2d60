import type { AppContext } from '../../context';
import { sumCreditsSpent } from './spend-stats-repo';

export const creditsSpent = (context: AppContext, since: Date) => sumCreditsSpent(context.db, since);
