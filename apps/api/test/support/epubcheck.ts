import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Debian's epubcheck (the `epubcheck` package, installed by .ci/run). */
const EPUBCHECK_JAR = '/usr/share/java/epubcheck.jar';

export interface EpubcheckReport {
  errors: number;
  warnings: number;
  output: string;
}

/** Runs the real epubcheck on the file; its summary line gives the counts. */
export async function epubcheck(epub: Buffer): Promise<EpubcheckReport> {
  const file = join(mkdtempSync(join(tmpdir(), 'epubcheck-')), 'book.epub');
  writeFileSync(file, epub);
  const run = await promisify(execFile)('java', ['-jar', EPUBCHECK_JAR, file], { maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string; stderr: string }) => error);
  const output = `${run.stdout}\n${run.stderr}`;
  // "Messages: 0 fatals / 1 error / 0 warnings / 0 infos"
  const summary = /Messages: (\d+) fatals? \/ (\d+) errors? \/ (\d+) warnings?/.exec(output);
  if (!summary) throw new Error(`epubcheck gave no summary:\n${output}`);
  return { errors: Number(summary[1]) + Number(summary[2]), warnings: Number(summary[3]), output };
}
