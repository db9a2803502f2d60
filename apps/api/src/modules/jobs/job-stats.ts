import type { AppContext } from '../../app-context';
import { countFailedJobsSince } from './job-stats-repo';

export const failedJobsSince = (context: AppContext, since: Date) => countFailedJobsSince(context.db, since);

/** Jobs waiting in each queue: queued, or waiting out a retry delay (not running). */
export async function queueDepths(context: AppContext): Promise<Array<{ queue: string; depth: number }>> {
  const queues = await context.boss.getQueues();
  return Promise.all(queues.map(async ({ name }) => ({ queue: name, depth: (await context.boss.getQueueSize(name)) ?? 0 })));
}
