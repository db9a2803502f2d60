import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Debian's epubcheck (the `epubcheck` package, installed by .ci/run). */
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
/** Runs epubcheck's command line once per path it reads, in one JVM (Java's source launcher compiles it). */
const EACH = join(import.meta.dirname, 'EpubcheckEach.java');
const DONE_MARK = '=== epubcheck-each done';
/**
 * The client compiler only and the serial collector start the JVM faster and spend about half the CPU
 * of the defaults on these short checks. The checks epubcheck makes are the same.
 */
const SHORT_RUN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export interface EpubcheckReport {
  errors: number;
  warnings: number;
  output: string;
}

export interface Epubcheck {
  /** Runs the real epubcheck on the file; its summary line gives the counts. */
  check(epub: Buffer): Promise<EpubcheckReport>;
  /** Ends the JVM (call it in afterAll: with `isolate: false` a process left running outlives its file). */
  stop(): Promise<void>;
}

/**
 * One epubcheck JVM for a test file, started at its first check: epubcheck run by its own command
 * line, file after file. Starting the JVM and loading the schemas is most of a check's cost (about
 * 8 s of CPU for the first book, a fraction of a second for each after it). Checks run one at a time.
 */
export function startEpubcheck(): Epubcheck {
  const folder = mkdtempSync(join(tmpdir(), 'epubcheck-'));
  let java: { child: ChildProcessWithoutNullStreams; exited: Promise<void>; reports: AsyncIterator<string> } | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  let files = 0;

  const started = () => {
    if (java) return java;
    const child = spawn('java', [...SHORT_RUN_JVM, '-cp', EPUBCHECK_JAR, EACH], { stdio: ['pipe', 'pipe', 'pipe'] });
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
    const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const reports = (async function* () {
      let output: string[] = [];
      for (let line = await lines.next(); !line.done; line = await lines.next()) {
        if (!line.value.startsWith(DONE_MARK)) {
          output.push(line.value);
          continue;
        }
        yield output.join('\n');
        output = [];
      }
      throw new Error(`epubcheck ended before its report:\n${output.join('\n')}\n${stderr.join('')}`);
    })();
    java = { child, exited, reports };
    return java;
  };

  const check = async (epub: Buffer): Promise<EpubcheckReport> => {
    const file = join(folder, `book-${++files}.epub`);
    writeFileSync(file, epub);
    const { child, reports } = started();
    child.stdin.write(`${file}\n`);
    const next = await reports.next();
    rmSync(file, { force: true });
    const output = next.value as string;
    // "Messages: 0 fatals / 1 error / 0 warnings / 0 infos"
    const summary = /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
    if (!summary) throw new Error(`epubcheck gave no summary:\n${output}`);
    return { errors: Number(summary[1]) + Number(summary[2]), warnings: Number(summary[3]), output };
  };

  return {
    check: (epub) => {
      const report = queue.then(() => check(epub));
      queue = report.catch(() => undefined);
      return report;
    },
    stop: async () => {
      if (java) {
        java.child.stdin.end();
        await java.exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
