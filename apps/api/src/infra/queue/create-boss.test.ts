import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createBoss } from './create-boss';
import { JobOutcomeNotRecordedError } from './job-outcome-not-recorded';

/** A database whose every statement fails as a lost connection does. */
function brokenDatabase(): Database {
  const lost = () => Promise.reject(new Error('Connection terminated unexpectedly'));
  return { kind: 'postgres', query: lost, exec: lost } as unknown as Database;
}

describe('createBoss', () => {
  it('names a failed write of a job’s outcome: which outcome, queue and jobs, and the database’s error', async () => {
    const boss = createBoss(brokenDatabase());
    const id = randomUUID();

    const completing = boss.complete('send-email', id);
    await expect(completing).rejects.toBeInstanceOf(JobOutcomeNotRecordedError);
    await expect(completing).rejects.toMatchObject({
      outcome: 'completed',
      queue: 'send-email',
      queueJobIds: [id],
      message: `The job queue could not record ${id} of "send-email" as completed`,
      cause: expect.objectContaining({ message: 'Connection terminated unexpectedly' }),
    });
    await expect(boss.fail('send-email', id, { message: 'boom' })).rejects.toMatchObject({ outcome: 'failed', queueJobIds: [id] });
  });

  it('passes every other statement’s failure on as the database raised it', async () => {
    const boss = createBoss(brokenDatabase());
    const failure = boss.send('send-email', {});
    await expect(failure).rejects.not.toBeInstanceOf(JobOutcomeNotRecordedError);
    await expect(failure).rejects.toThrow('Connection terminated unexpectedly');
  });
});
