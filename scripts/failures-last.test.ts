import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'failures-last-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('names each failed test in the last lines of the run, after every passing one, and in the file CI prints last', () => {
  writeFileSync(join(dir, 'vitest.config.ts'), `import { FailuresLast } from ${JSON.stringify(join(import.meta.dirname, 'failures-last.ts'))};
export default { test: { include: ['*.check.ts'], reporters: ['default', new FailuresLast()] } };\n`);
  writeFileSync(join(dir, 'some.check.ts'), `import { expect, it } from 'vitest';
it('passes', () => expect(1).toBe(1));
it('adds up wrongly', () => expect(1 + 1).toBe(3));\n`);
  const vitest = join(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
  const listed = join(dir, 'failed.txt');
  const run = spawnSync(process.execPath, [vitest, 'run', '--root', dir], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: 'true', FAILED_TESTS_FILE: listed } });
  expect(run.status).toBe(1);
  const last = run.stdout.trimEnd().split('\n').slice(-2);
  expect(last[0]).toBe('==> 1 failed:');
  expect(last[1]).toMatch(/^ {2}some\.check\.ts › adds up wrongly: expected 2 to be 3/);
  expect(readFileSync(listed, 'utf8')).toBe(`${last[1]}\n`);
});
