import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobOutcomeNotRecordedError } from './infra/queue/job-outcome-not-recorded';
import { withFaultScope, withLogFields } from './lib/log-context';
import { createLogger } from './lib/logger';
import { FAULT_EXIT_CODE, installProcessFaultHandlers } from './process-faults';

interface LogLine {
  level: number;
  msg: string;
  err?: { type: string; message: string; stack: string };
  [field: string]: unknown;
}

const FATAL = 60;
const ERROR = 50;

/** The handlers on a stand-in process, with the log lines they write and the shutdown and exit they call. */
function faultyProcess(shutdown: () => Promise<void> = () => Promise.resolve()) {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
      done();
    },
  });
  const target = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  const stop = vi.fn(shutdown);
  const installed = installProcessFaultHandlers({ log: createLogger('info', destination), shutdown: stop, exit, target, shutdownTimeoutMs: 1_000 });
  return { target, exit, shutdown: stop, lines, installed };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('installProcessFaultHandlers', () => {
  it('logs an unhandled rejection with its error, shuts down, then exits non-zero', async () => {
    let finishShutdown!: () => void;
    const faulty = faultyProcess(() => new Promise<void>((resolve) => (finishShutdown = resolve)));

    faulty.target.emit('unhandledRejection', new Error('Connection terminated unexpectedly'), Promise.resolve());

    expect(faulty.lines).toEqual([
      expect.objectContaining({ level: FATAL, msg: 'unhandled promise rejection; shutting down', err: expect.objectContaining({ type: 'Error', message: 'Connection terminated unexpectedly', stack: expect.stringContaining('process-faults.test.ts') }) }),
    ]);
    await vi.waitFor(() => expect(faulty.shutdown).toHaveBeenCalledOnce());
    expect(faulty.exit).not.toHaveBeenCalled();
    finishShutdown();
    await vi.waitFor(() => expect(faulty.exit).toHaveBeenCalledWith(FAULT_EXIT_CODE));
    expect(FAULT_EXIT_CODE).not.toBe(0);
  });

  it('logs a rejection with something other than an error as it was', async () => {
    const faulty = faultyProcess();
    faulty.target.emit('unhandledRejection', 'no such key', Promise.resolve());
    expect(faulty.lines[0]).toMatchObject({ level: FATAL, err: 'no such key' });
    await vi.waitFor(() => expect(faulty.exit).toHaveBeenCalledWith(FAULT_EXIT_CODE));
  });

  it('logs an uncaught exception with its origin, shuts down, then exits non-zero', async () => {
    const faulty = faultyProcess();
    faulty.target.emit('uncaughtException', new TypeError("Cannot read properties of undefined (reading 'id')"), 'uncaughtException');

    expect(faulty.lines).toEqual([
      expect.objectContaining({ level: FATAL, msg: 'uncaught exception; shutting down', origin: 'uncaughtException', err: expect.objectContaining({ type: 'TypeError' }) }),
    ]);
    await vi.waitFor(() => expect(faulty.exit).toHaveBeenCalledWith(FAULT_EXIT_CODE));
    expect(faulty.shutdown).toHaveBeenCalledOnce();
  });

  it('exits once the timeout has passed when the shutdown hangs, and not before', async () => {
    vi.useFakeTimers();
    const faulty = faultyProcess(() => new Promise<void>(() => {}));
    faulty.target.emit('uncaughtException', new Error('boom'), 'uncaughtException');

    await vi.advanceTimersByTimeAsync(999);
    expect(faulty.shutdown).toHaveBeenCalledOnce();
    expect(faulty.exit).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(faulty.exit).toHaveBeenCalledExactlyOnceWith(FAULT_EXIT_CODE);
    expect(faulty.lines.at(-1)).toMatchObject({ level: FATAL, msg: 'shutdown after a fault did not finish in time; exiting now', timeoutMs: 1_000 });
  });

  it('exits once, without waiting out the timeout, when the shutdown finishes in time', async () => {
    vi.useFakeTimers();
    const faulty = faultyProcess();
    faulty.target.emit('uncaughtException', new Error('boom'), 'uncaughtException');
    await vi.advanceTimersByTimeAsync(0);
    expect(faulty.exit).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(faulty.exit).toHaveBeenCalledOnce();
  });

  it('still exits non-zero when the shutdown fails, saying why', async () => {
    const faulty = faultyProcess(() => Promise.reject(new Error('database already closed')));
    faulty.target.emit('unhandledRejection', new Error('boom'), Promise.resolve());
    await vi.waitFor(() => expect(faulty.exit).toHaveBeenCalledWith(FAULT_EXIT_CODE));
    expect(faulty.lines.at(-1)).toMatchObject({ level: ERROR, msg: 'shutdown after a fault failed', err: expect.objectContaining({ message: 'database already closed' }) });
  });

  it('shuts down once when more faults come while it shuts down, logging each', async () => {
    const faulty = faultyProcess(() => new Promise<void>(() => {}));
    faulty.target.emit('unhandledRejection', new Error('first'), Promise.resolve());
    faulty.target.emit('uncaughtException', new Error('second'), 'uncaughtException');
    await vi.waitFor(() => expect(faulty.shutdown).toHaveBeenCalled());
    expect(faulty.shutdown).toHaveBeenCalledOnce();
    expect(faulty.lines.map((line) => [line.err?.message, line.stopping])).toEqual([
      ['first', false],
      ['second', true],
    ]);
  });

  it('tolerates pg-boss failing to record a finished job: logged with the job, the process keeps running', async () => {
    const faulty = faultyProcess();
    const queueJobId = randomUUID();
    const reason = new JobOutcomeNotRecordedError('completed', 'send-email', [queueJobId], new Error('Connection terminated unexpectedly'));
    faulty.target.emit('unhandledRejection', reason, Promise.reject(reason).catch(() => {}));

    expect(faulty.lines).toEqual([
      expect.objectContaining({
        level: ERROR,
        msg: 'the job queue could not record a finished job; pg-boss runs it again once it expires',
        err: expect.objectContaining({ outcome: 'completed', queue: 'send-email', queueJobIds: [queueJobId], message: expect.stringContaining('Connection terminated unexpectedly') }),
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(faulty.shutdown).not.toHaveBeenCalled();
    expect(faulty.exit).not.toHaveBeenCalled();
  });

  it("hands a fault raised in a request's scope to that request and keeps running; one outside any request still stops it", async () => {
    const faulty = faultyProcess();
    const taken: unknown[] = [];
    withFaultScope({ reqId: 'req-1' }, (fault) => taken.push(fault), () => {
      faulty.target.emit('uncaughtException', new Error('stream error nobody listened to'), 'uncaughtException');
      faulty.target.emit('unhandledRejection', new Error('unawaited write'), Promise.resolve());
    });
    expect(taken.map((fault) => (fault as Error).message)).toEqual(['stream error nobody listened to', 'unawaited write']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(faulty.shutdown).not.toHaveBeenCalled();
    expect(faulty.lines).toEqual([]);

    withLogFields({ jobId: 'job-1' }, () => faulty.target.emit('uncaughtException', new Error('in a job'), 'uncaughtException'));
    await vi.waitFor(() => expect(faulty.exit).toHaveBeenCalledWith(FAULT_EXIT_CODE));
  });

  it('registers its handlers once however often it is installed', () => {
    const faulty = faultyProcess();
    expect(faulty.installed).toBe(true);
    const again = installProcessFaultHandlers({ log: createLogger('silent'), shutdown: () => Promise.resolve(), target: faulty.target });
    expect(again).toBe(false);
    expect(faulty.target.listenerCount('unhandledRejection')).toBe(1);
    expect(faulty.target.listenerCount('uncaughtException')).toBe(1);
  });
});
