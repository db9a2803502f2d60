/**
 * A finished job's outcome that pg-boss could not write because its statement failed (a database blip).
 * pg-boss 10.4 records outcomes without awaiting them (ADR 026), so this error usually surfaces as an
 * unhandled rejection. The job stays `active` in the queue until pg-boss expires it and tries it again.
 */
export class JobOutcomeNotRecordedError extends Error {
  constructor(
    readonly outcome: 'completed' | 'failed',
    readonly queue: string,
    readonly queueJobIds: string[],
    cause: unknown,
  ) {
    super(`The job queue could not record ${queueJobIds.join(', ')} of "${queue}" as ${outcome}`, { cause });
    this.name = 'JobOutcomeNotRecordedError';
  }
}
