import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Debian's epubcheck (the `epubcheck` package, installed by .ci/run). */
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';
/**
 * One short run per book: the client compiler only and the serial collector start the JVM faster and
 * spend about half the CPU (4.2 s and 5.1 s of CPU a book, against 6.1 s and 9.5 s with the defaults).
 * The checks epubcheck makes are the same.
 */
const SHORT_RUN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

export interface EpubcheckReport {
  errors: number;
  warnings: number;
  output: string;
}

/** Runs the real epubcheck on the file; its summary line gives the counts. */
export async function epubcheck(epub: Buffer): Promise<EpubcheckReport> {
  const file = join(mkdtempSync(join(tmpdir(), 'epubcheck-')), 'book.epub');
  writeFileSync(file, epub);
  const run = await promisify(execFile)('java', [...SHORT_RUN_JVM, '-jar', EPUBCHECK_JAR, file], { maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string; stderr: string }) => error);
  const output = `${run.stdout}\n${run.stderr}`;
  // "Messages: 0 fatals / 1 error / 0 warnings / 0 infos"
  const summary = /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
  if (!summary) throw new Error(`epubcheck gave no summary:\n${output}`);
  return { errors: Number(summary[1]) + Number(summary[2]), warnings: Number(summary[3]), output };
}
