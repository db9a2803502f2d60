import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { FAULT_EXIT_CODE } from '../../src/process-faults';
import { freshPostgresDatabase } from '../support/test-product';

interface Ended {
  code: number | null;
  /** When the parent saw it exit (ms since the epoch, as pino's `time`). */
  exitedAt: number;
  lines: Array<{ level: number; msg: string; time: number; [field: string]: unknown }>;
  /** Everything it wrote, to show when an expectation fails. */
  output: string;
}

const FAULTY_PROCESS = join(import.meta.dirname, '../support/faulty-process.ts');
/** A child that has not exited by then is stuck (starting takes a few seconds, more on a loaded machine). */
const KILL_AFTER_MS = 25_000;
/** From the fault to the exit: closing what the script holds takes milliseconds. */
const EXITS_WITHIN_MS = 5_000;

/** Runs support/faulty-process.ts in `mode` as its own process; its exit code and JSON log lines. */
function runFaultyProcess(mode: string, env: Record<string, string> = {}): Promise<Ended> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', FAULTY_PROCESS, mode],
      { env: { PATH: process.env.PATH, PGLITE_TEMPLATE: inject('pgliteTemplate') ?? '', ...env }, timeout: KILL_AFTER_MS, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error && error.killed) return reject(new Error(`${mode} did not exit within ${KILL_AFTER_MS} ms:\n${stdout}${stderr}`));
        const lines = stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as Ended['lines'][number]);
        resolve({ code: error ? (error.code as number) : 0, exitedAt: Date.now(), lines, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('a process with the fault handlers', () => {
  it('logs a stray rejection as one structured line, closes what it holds, and exits non-zero', async () => {
    const ended = await runFaultyProcess('stray-rejection');
    expect(ended.code, ended.output).toBe(FAULT_EXIT_CODE);
    expect(ended.lines.map((line) => line.msg), ended.output).toEqual(['unhandled promise rejection; shutting down', 'closed what it held']);
    expect(ended.lines[0]).toMatchObject({ level: 60, err: { type: 'Error', message: 'stray rejection', stack: expect.stringContaining('faulty-process.ts') } });
    expect(ended.exitedAt - ended.lines[0]!.time).toBeLessThan(EXITS_WITHIN_MS);
  });

  it('writes every log line, in order, when it exits right after writing them', async () => {
    // pino's asynchronous writer wrote the first line on a thread and the rest at exit: under load, the
    // first came last (about 2 runs in 5 on the 2-core machine). Several at once, to be under load.
    const runs = await Promise.all(Array.from({ length: 6 }, () => runFaultyProcess('exit-after-lines')));
    for (const ended of runs) {
      expect(ended.code, ended.output).toBe(FAULT_EXIT_CODE);
      expect(ended.lines.map((line) => line.line)).toEqual([1, 2, 3]);
    }
  });

  it('keeps running when pg-boss cannot record a finished job, saying which, and stops cleanly later', async () => {
    // On the suite's PostgreSQL when it runs on one (no PGlite template there, and PGlite's own start takes seconds).
    const database = await freshPostgresDatabase();
    const ended = await runFaultyProcess('unrecorded-job', database ? { DATABASE_URL: database.url } : {}).finally(() => database?.drop());
    expect(ended.code, ended.output).toBe(0);
    const still = ended.lines.find((line) => line.msg === 'still running after the lost write');
    expect(still).toMatchObject({ state: 'active' });
    expect(ended.lines.filter((line) => line.level >= 50)).toEqual([
      expect.objectContaining({
        msg: 'the job queue could not record a finished job; pg-boss runs it again once it expires',
        err: expect.objectContaining({ type: 'JobOutcomeNotRecordedError', outcome: 'completed', queue: 'faulty', queueJobIds: [still!.queueJobId] }),
      }),
    ]);
  });

  it("answers a fault raised by a request's work as that request's 500 and keeps serving (ADR 032)", async () => {
    const ended = await runFaultyProcess('fault-in-request');
    expect(ended.code, ended.output).toBe(0);
    const answers = Object.fromEntries(ended.lines.filter((line) => line.msg === 'answered').map((line) => [line.path, line]));
    expect(answers['/throws-later'], ended.output).toMatchObject({ status: 500, body: expect.stringContaining('"code":"internal_error"') });
    // The CSV's header was out before the failure: the answer is cut off, not completed as if whole.
    expect(answers['/stream-fails'], ended.output).not.toMatchObject({ status: 200, body: 'a,b\n' });
    expect(answers['/rejects-unawaited'], ended.output).toMatchObject({ status: 200 });
    expect(answers['/healthy'], ended.output).toMatchObject({ status: 200, body: '{"ok":true}' });
    const faults = ended.lines.filter((line) => line.msg === 'a fault escaped the request; it was answered 500 and the process goes on');
    expect(faults.map((line) => (line.err as { message: string }).message).sort()).toEqual(['Invalid time value', 'a write nobody awaited', 'thrown by a timer']);
    expect(faults.every((line) => line.level === 50 && typeof line.reqId === 'string')).toBe(true);
    expect(ended.lines.some((line) => line.level === 60), ended.output).toBe(false);
  });
});
