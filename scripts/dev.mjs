/**
 * npm run dev: the API (restarting on change) on :3000 and the Vite dev server with a proxy to it.
 * Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/main.ts'], { cwd: 'apps/api', stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@studio/web'], { stdio: 'inherit' }),
];

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());
