import { appendFileSync } from 'node:fs';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Names every failed test and unhandled error once more as the run's very last lines, and appends them to the file
 * FAILED_TESTS_FILE names, which `.ci/run` prints after the whole run. CI keeps only the tail of a long log, and a run of
 * 2,900 tests printed its one failure far above the tail: vitest writes the failures to stderr, which `run-p
 * --aggregate-output` lets through at once, long before it prints the run's buffered stdout (and that was cut short once
 * a task failed). The record said "1 failed" and not which.
 */
export class FailuresLast implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const lines: string[] = [];
    for (const module of testModules) {
      const where = `${module.project.name ? `[${module.project.name}] ` : ''}${module.relativeModuleId}`;
      for (const error of module.errors()) lines.push(`${where}: ${firstLine(error.message)}`);
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'failed') continue;
        lines.push(`${where} › ${test.fullName}: ${firstLine(result.errors?.[0]?.message)}`);
      }
    }
    for (const error of unhandledErrors) lines.push(`unhandled: ${firstLine(error.message)}`);
    if (lines.length === 0) return;
    const listed = lines.map((line) => `  ${line}\n`).join('');
    process.stdout.write(`\n==> ${lines.length} failed:\n${listed}`);
    if (process.env.FAILED_TESTS_FILE) appendFileSync(process.env.FAILED_TESTS_FILE, listed);
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no message').split('\n')[0]!.slice(0, 300);
}
