import { readFileSync } from 'node:fs';

/**
 * The CPU time (user + system, every thread) a process has used so far, in seconds: fields 14 and 15 of
 * Linux's /proc/<pid>/stat, counted in clock ticks of 1/100 s.
 */
export function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
