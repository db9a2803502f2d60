import { readFileSync } from 'node:fs';

/**
 * This process's own peak resident memory, in MB: Linux's VmHWM, which starts afresh at exec. (getrusage's
 * maxRSS does not: a child started by a large bench runner reports at least the runner's size.)
 */
export function peakRssMb(): number {
  const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  return hwm ? Number(hwm) / 1024 : process.resourceUsage().maxRSS / 1024;
}
