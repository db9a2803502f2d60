import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from './job-definition';
import { insertJob, updateJob } from './repo';

/**
 * Jobs enqueued in this process wake its workers at once (notifyWorker), and a worker that has just
 * run a job looks for the next at once; polling only picks up jobs sent by other processes while a
 * worker is idle. Each poll is a query per queue, and on PGlite a query blocks the event loop, so
 * polls are kept infrequent.
 */
const POLLING_INTERVAL_SECONDS = 2;

/** What each pg-boss message of ours carries (sent by `enqueue` and by `scheduleJob`). */
export interface QueuedMessage {
  jobId: string;
  /** The definition's version when queued; absent on jobs queued before versions existed (version 1). */
  version?: number;
  /** Whose job it is (absent on jobs queued before it was carried, and on jobs of nobody's). */
  customerId?: string | null;
  payload: unknown;
}

/**
 * Runs job definitions on pg-boss and mirrors each job's life in the `jobs` table that clients poll.
 * Any process can enqueue; only processes with the worker role run handlers.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly localWorkers = new Map<string, string[]>();
  private readonly customerJobListeners: Array<(customerId: string) => void> = [];

  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async register(...definitions: Array<JobDefinition<never>>): Promise<void> {
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: definition.retryDelaySeconds ?? 2,
        retryBackoff: true,
      });
    }
  }

  /** Starts `concurrency` workers for every registered job that has none in this process yet. */
  async startWorkers(): Promise<void> {
    for (const [name, definition] of this.definitions) {
      if (this.localWorkers.has(name)) continue;
      const workerIds: string[] = [];
      for (let slot = 0; slot < (definition.concurrency ?? 1); slot += 1) workerIds.push(await this.startWorker(definition));
      this.localWorkers.set(name, workerIds);
    }
  }

  private async startWorker(definition: JobDefinition<never>): Promise<string> {
    const workerId: string = await this.boss.work<QueuedMessage>(
      definition.name,
      { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        try {
          await this.run(definition, job);
        } finally {
          // pg-boss waits out the polling interval after every fetch unless notified: without this a busy queue drains one job per interval.
          this.boss.notifyWorker(workerId);
        }
      },
    );
    return workerId;
  }

  /** Calls `listener` whenever a customer's job starts, progresses or ends in this process. */
  onCustomerJobChange(listener: (customerId: string) => void): void {
    this.customerJobListeners.push(listener);
  }

  /** The version of a registered job's definition. */
  versionOf(name: string): number {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job "${name}": register it first`);
    return definition.version;
  }

  /** Records the job for the customer to poll, then queues it. */
  async enqueue(name: string, payload: unknown, owner: { customerId: string | null }): Promise<{ jobId: string }> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job "${name}": register it before enqueueing`);
    const validPayload = definition.payload.parse(payload);
    const row = await insertJob(this.db, { customerId: owner.customerId, kind: definition.name, kindVersion: definition.version, payload: null });
    try {
      await this.boss.send(definition.name, { jobId: row.id, version: definition.version, customerId: owner.customerId, payload: validPayload } satisfies QueuedMessage);
    } catch (error) {
      await updateJob(this.db, row.id, { status: 'failed', error: 'Could not queue the job' });
      throw error;
    }
    for (const workerId of this.localWorkers.get(definition.name) ?? []) this.boss.notifyWorker(workerId);
    return { jobId: row.id };
  }

  private async run(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<QueuedMessage>): Promise<void> {
    const { jobId, customerId } = job.data;
    const isLastAttempt = job.retryCount >= job.retryLimit;
    const changed = <T>(done: T): T => {
      if (customerId) for (const listener of this.customerJobListeners) listener(customerId);
      return done;
    };
    changed(await updateJob(this.db, jobId, { status: 'running', error: null }));
    try {
      const queuedVersion = job.data.version ?? 1;
      if (queuedVersion > definition.version) {
        // Queued by a newer release than this worker runs: fail this attempt so pg-boss retries it, by then on an up-to-date worker.
        throw new Error(`This job was queued by a newer release (v${queuedVersion}) than this worker runs (v${definition.version})`);
      }
      const queued = queuedVersion < definition.version && definition.upgradePayload ? definition.upgradePayload(job.data.payload, queuedVersion) : job.data.payload;
      const payload = definition.payload.parse(queued) as never;
      const result = await definition.handler(payload, {
        jobId,
        attempt: job.retryCount,
        isLastAttempt,
        progress: async (percent, message) =>
          changed(await updateJob(this.db, jobId, { progress: Math.max(0, Math.min(100, Math.round(percent))), message: message ?? null })),
      });
      changed(await updateJob(this.db, jobId, { status: 'succeeded', progress: 100, result: result ?? null }));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, job: definition.name, jobId, attempt: job.retryCount }, 'job attempt failed');
      changed(await updateJob(this.db, jobId, isLastAttempt ? { status: 'failed', error: reason } : { status: 'queued', message: 'Retrying…' }));
      throw error;
    }
  }
}
