import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobAttempt } from '../../infra/metrics/metrics';
import { InFlight } from '../../lib/in-flight';
import { withLogFields } from '../../lib/log-context';
import type { JobDefinition } from './job-definition';
import { JobLiveness } from './job-liveness';
import { claimStaleJob, findJob, insertJob, markRunning, updateJob, type JobRow } from './repo';

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

/** pg-boss states in which the job will still run (again). */
const STILL_QUEUED = ['created', 'retry', 'active'];

/**
 * Runs job definitions on pg-boss and mirrors each job's life in the `jobs` table that clients poll.
 * Any process can enqueue; only processes with the worker role run handlers. A running job's worker
 * marks it alive; one whose worker died is handed back to pg-boss to run again (see ADR 020).
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private readonly localWorkers = new Map<string, string[]>();
  private readonly liveness: JobLiveness;
  private readonly customerJobListeners: Array<(customerId: string) => void> = [];
  private readonly attemptListeners: Array<(attempt: JobAttempt) => void> = [];
  private stopping = false;

  /** `work` counts the queue's queries (see createBoss) and the handlers running here. */
  constructor(
    private readonly boss: PgBoss,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly livenessSettings: Config['jobLiveness'],
    private readonly retryDelayScale: number,
    private readonly work = new InFlight(),
  ) {
    this.liveness = new JobLiveness(db, livenessSettings, (jobId) => this.handBackIfStale(jobId), log);
  }

  async register(...definitions: Array<JobDefinition<never>>): Promise<void> {
    for (const definition of definitions) {
      this.definitions.set(definition.name, definition);
      await this.boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit ?? 2,
        retryDelay: Math.round((definition.retryDelaySeconds ?? 2) * this.retryDelayScale),
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
    this.liveness.start();
  }

  /** Stops marking this process's jobs alive and sweeping others' (all a killed process stops doing). */
  stopHeartbeats(): void {
    this.liveness.stop();
  }

  /**
   * Shuts the queue down: running jobs get `graceTimeoutMs` to finish, pg-boss hands back what still runs,
   * and a job fetched meanwhile is handed back unstarted. Resolves once nothing of the queue's is still
   * using the database, so the caller can close it.
   */
  async stop(graceTimeoutMs = 10_000): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, timeout: graceTimeoutMs });
    this.stopHeartbeats();
    if (!(await this.work.settled({ timeoutMs: 5_000 }))) this.log.warn({ running: this.work.count }, 'closing with queue work still running');
  }

  /**
   * The job as it stands, after handing it back to the queue if its worker has been silent too long: a
   * stuck job is never answered as if it were running.
   */
  async current(jobId: string): Promise<JobRow | undefined> {
    await this.handBackIfStale(jobId);
    return findJob(this.db, jobId);
  }

  private async startWorker(definition: JobDefinition<never>): Promise<string> {
    const workerId: string = await this.boss.work<QueuedMessage>(
      definition.name,
      { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        try {
          await this.work.track(this.observed(definition, job));
        } finally {
          // pg-boss waits out the polling interval after every fetch unless notified: without this a busy queue drains one job per interval.
          this.boss.notifyWorker(workerId);
        }
      },
    );
    return workerId;
  }

  /** Calls `listener` whenever an attempt at a job ends in this process (metrics). */
  onAttemptEnd(listener: (attempt: JobAttempt) => void): void {
    this.attemptListeners.push(listener);
  }

  /** Runs a job with its id and kind on every line it logs, and tells the attempt listeners how it went. */
  private async observed(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<QueuedMessage>): Promise<void> {
    const started = performance.now();
    const ended = (outcome: JobAttempt['outcome']) => {
      for (const listener of this.attemptListeners) listener({ kind: definition.name, seconds: (performance.now() - started) / 1000, outcome });
    };
    try {
      await withLogFields({ jobId: job.data.jobId, job: definition.name }, () => this.run(definition, job));
    } catch (error) {
      ended('failed');
      throw error;
    }
    ended('succeeded');
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
  async enqueue(name: string, payload: unknown, owner: { customerId: string | null }, options: { startAfterSeconds?: number } = {}): Promise<{ jobId: string }> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job "${name}": register it before enqueueing`);
    const validPayload = definition.payload.parse(payload);
    const row = await insertJob(this.db, { customerId: owner.customerId, kind: definition.name, kindVersion: definition.version, payload: null });
    try {
      const message = { jobId: row.id, version: definition.version, customerId: owner.customerId, payload: validPayload } satisfies QueuedMessage;
      await this.boss.send(definition.name, message, options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {});
    } catch (error) {
      await updateJob(this.db, row.id, { status: 'failed', error: 'Could not queue the job' });
      throw error;
    }
    if (!options.startAfterSeconds) for (const workerId of this.localWorkers.get(definition.name) ?? []) this.boss.notifyWorker(workerId);
    return { jobId: row.id };
  }

  /**
   * Hands a job whose worker went silent for `staleAfterMs` back to pg-boss, which runs it again after its
   * retry delay, or, when that was its last attempt, fails it for good. Does nothing to a live job.
   */
  private async handBackIfStale(jobId: string): Promise<void> {
    const row = await claimStaleJob(this.db, jobId, this.livenessSettings.staleAfterMs, 'The worker stopped; trying again…');
    if (!row?.queueJobId) return;
    this.log.warn({ jobId, job: row.kind }, 'handing back a job whose worker stopped');
    const queued = await this.boss.getJobById<QueuedMessage>(row.kind, row.queueJobId);
    if (queued?.state === 'active') await this.boss.fail(row.kind, row.queueJobId, { message: 'The worker running this job stopped' });
    const after = await this.boss.getJobById<QueuedMessage>(row.kind, row.queueJobId, { includeArchive: true });
    if (after && STILL_QUEUED.includes(after.state)) return;
    const reason = 'The worker running this job stopped, and it had no tries left';
    const definition = this.definitions.get(row.kind);
    if (definition && after) await this.giveUp(definition, jobId, () => this.payloadOf(definition, after.data), reason);
    await updateJob(this.db, jobId, { status: 'failed', error: reason });
  }

  /** The payload a message carries, upgraded from an older definition's when needed. */
  private payloadOf(definition: JobDefinition<never>, message: QueuedMessage): never {
    const queuedVersion = message.version ?? 1;
    if (queuedVersion > definition.version) {
      // Queued by a newer release than this worker runs: fail this attempt so pg-boss retries it, by then on an up-to-date worker.
      throw new Error(`This job was queued by a newer release (v${queuedVersion}) than this worker runs (v${definition.version})`);
    }
    const queued = queuedVersion < definition.version && definition.upgradePayload ? definition.upgradePayload(message.payload, queuedVersion) : message.payload;
    return definition.payload.parse(queued) as never;
  }

  private async giveUp(definition: JobDefinition<never>, jobId: string, payload: () => never, reason: string): Promise<void> {
    if (!definition.onGiveUp) return;
    try {
      await definition.onGiveUp(payload(), reason);
    } catch (error) {
      this.log.error({ err: error, job: definition.name, jobId }, 'cleaning up after a failed job failed');
    }
  }

  private async run(definition: JobDefinition<never>, job: PgBoss.JobWithMetadata<QueuedMessage>): Promise<void> {
    const { jobId, customerId } = job.data;
    const isLastRetry = job.retryCount >= job.retryLimit;
    const changed = <T>(done: T): T => {
      if (customerId) for (const listener of this.customerJobListeners) listener(customerId);
      return done;
    };
    changed(await markRunning(this.db, jobId, job.id));
    this.liveness.track(jobId);
    this.log.info({ jobId, job: definition.name, attempt: job.retryCount }, 'job started');
    try {
      if (this.stopping) throw new Error('This worker is shutting down; the job goes back to the queue');
      const payload = this.payloadOf(definition, job.data);
      const result = await definition.handler(payload, {
        jobId,
        attempt: job.retryCount,
        isLastAttempt: isLastRetry,
        progress: async (percent, message) =>
          changed(await updateJob(this.db, jobId, { progress: Math.max(0, Math.min(100, Math.round(percent))), message: message ?? null })),
      });
      changed(await updateJob(this.db, jobId, { status: 'succeeded', progress: 100, result: result ?? null }));
      this.log.info({ jobId, job: definition.name, attempt: job.retryCount }, 'job succeeded');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, job: definition.name, jobId, attempt: job.retryCount }, 'job attempt failed');
      const isLastAttempt = isLastRetry || definition.mayRetry?.(error) === false;
      // Clean up before the job reads as failed, so whoever waits for "failed" sees the credits back.
      if (isLastAttempt) await this.giveUp(definition, jobId, () => this.payloadOf(definition, job.data), reason);
      changed(await updateJob(this.db, jobId, isLastAttempt ? { status: 'failed', error: reason } : { status: 'queued', message: 'Retrying…' }));
      // Ended before its retries ran out: pg-boss must not retry it (a cancelled job's failure changes nothing).
      if (isLastAttempt && !isLastRetry) await this.boss.cancel(definition.name, job.id);
      throw error;
    } finally {
      this.liveness.untrack(jobId);
    }
  }
}
