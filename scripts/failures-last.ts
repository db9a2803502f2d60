import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Names every failed test and unhandled error once more as the run's very last lines. CI keeps only the tail of a
 * long log, and a run of 2,900 tests printed its one failure far above the tail: the record said "1 failed" and not which.
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
    process.stdout.write(`\n==> ${lines.length} failed:\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
  }
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no message').split('\n')[0]!.slice(0, 300);
}
