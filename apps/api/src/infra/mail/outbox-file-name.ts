import { randomBytes } from 'node:crypto';

const OUTBOX_EXTENSION = '.eml';
let sequence = 0;

/**
 * `<UTC timestamp>-<sequence>-<random>.eml`: names sort in sending order (the per-process sequence
 * orders messages sent within the same millisecond) and never collide across processes.
 * Colons are left out of the timestamp so the names are also valid on Windows.
 */
export function newOutboxFileName(now: Date = new Date()): string {
  sequence = (sequence + 1) % 1_000_000;
  const timestamp = now.toISOString().replaceAll(':', '-');
  const order = String(sequence).padStart(6, '0');
  return `${timestamp}-${order}-${randomBytes(4).toString('hex')}${OUTBOX_EXTENSION}`;
}

export function isOutboxFileName(name: string): boolean {
  return name.endsWith(OUTBOX_EXTENSION) && !name.startsWith('.');
}
