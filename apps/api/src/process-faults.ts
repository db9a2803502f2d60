import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { JobOutcomeNotRecordedError } from './infra/queue/job-outcome-not-recorded';
import { confineFaultToScope } from './lib/log-context';

/**
 * How long a process that met a fault may take to close what it holds (HTTP server, queue, database)
 * before it exits anyway: JobRunner.stop's 10 s grace for running jobs and 5 s for the queue to settle,
 * and a little more.
 */
const FAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

/** The exit code of a process stopped by a fault; its supervisor restarts it. */
export const FAULT_EXIT_CODE = 1;

export interface ProcessFaultOptions {
  log: FastifyBaseLogger;
  /** Closes what the process holds; the same shutdown a SIGTERM runs. */
  shutdown: () => Promise<void>;
  shutdownTimeoutMs?: number;
  exit?: (code: number) => void;
  /** Where the faults are emitted: the process itself, but for tests. */
  target?: EventEmitter;
}

const installedOn = new WeakSet<EventEmitter>();

/**
 * Makes the process log every unhandled rejection and uncaught exception as one structured line, then
 * close what it holds (bounded by `shutdownTimeoutMs`) and exit with FAULT_EXIT_CODE, so its supervisor
 * starts a fresh one instead of leaving a process in an unknown state. The one rejection tolerated is
 * pg-boss failing to record a finished job's outcome: it leaves nothing in this process broken (ADR 026).
 * A fault raised by a request's work is that request's: it answers 500 (or is cut off) and the process
 * goes on serving the others (ADR 032).
 * For process entry points only; a second install on the same process does nothing (returns false).
 */
export function installProcessFaultHandlers(options: ProcessFaultOptions): boolean {
  const { log, shutdown, shutdownTimeoutMs = FAULT_SHUTDOWN_TIMEOUT_MS, exit = (code) => process.exit(code), target = process} = options;
  if (installedOn.has(target)) return false;
  installedOn.add(target);

  let stopping = false;
  const stopAfterFault = () => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => {
      log.fatal({ timeoutMs: shutdownTimeoutMs }, 'shutdown after a fault did not finish in time; exiting now');
      exit(FAULT_EXIT_CODE);
    }, shutdownTimeoutMs);
    Promise.resolve()
      .then(shutdown)
      .catch((error: unknown) => log.error({ err: error }, 'shutdown after a fault failed'))
      .then(() => {
        clearTimeout(deadline);
        exit(FAULT_EXIT_CODE);
      });
  };

  target.on('unhandledRejection', (reason: unknown) => {
    if (reason instanceof JobOutcomeNotRecordedError) {
      log.error({ err: reason }, 'the job queue could not record a finished job; pg-boss runs it again once it expires');
      return;
    }
    if (confineFaultToScope(reason)) return;
    log.fatal({ err: reason, stopping }, 'unhandled promise rejection; shutting down');
    stopAfterFault();
  });
  target.on('uncaughtException', (error: Error, origin: string) => {
    if (confineFaultToScope(error)) return;
    log.fatal({ err: error, origin, stopping }, 'uncaught exception; shutting down');
    stopAfterFault();
  });
  return true;
}
