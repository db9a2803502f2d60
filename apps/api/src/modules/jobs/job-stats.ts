import type { AppContext } from '../../context';
import { countFailedJobsSince } from './job-stats-repo';

export const failedJobsSince = (context: AppContext, since: Date) => countFailedJobsSince(context.db, since);
