import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findStaleJobIds, touchRunningJobs } from './repo';

/** Stale jobs handed back per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 20;

/**
 * Keeps this worker's running jobs marked alive (one query per heartbeat for all of them) and sweeps for
 * running jobs nobody has marked for `staleAfterMs`, whose worker died, handing each back.
 */
export class JobLiveness {
  private readonly running = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  private sweeping = false;

  constructor(
    private readonly db: Db,
    private readonly settings: Config['jobLiveness'],
    private readonly handBack: (jobId: string) => Promise<unknown>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timers.length > 0) return;
    this.timers = [setInterval(() => void this.beat(), this.settings.heartbeatMs), setInterval(() => void this.sweep(), this.settings.sweepIntervalMs)];
    for (const timer of this.timers) timer.unref();
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  track(jobId: string): void {
    this.running.add(jobId);
  }

  untrack(jobId: string): void {
    this.running.delete(jobId);
  }

  private async beat(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      await touchRunningJobs(this.db, [...this.running]);
    } catch (error) {
      this.log.warn({ err: error }, 'job heartbeat failed');
    }
  }

  private async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      for (const jobId of await findStaleJobIds(this.db, this.settings.staleAfterMs, SWEEP_BATCH)) await this.handBack(jobId);
    } catch (error) {
      this.log.warn({ err: error }, 'sweeping stale jobs failed');
    } finally {
      this.sweeping = false;
    }
  }
}
