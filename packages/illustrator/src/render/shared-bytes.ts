/**
 * Shared memory for the compositor's threads, reused. A SharedArrayBuffer handed to a thread lives until
 * that thread's heap lets go of it, and a thread that allocates little seldom collects: made afresh for
 * every picture they held a print export at 1 GB of memory (ADR 036). Pictures of a book share a few
 * sizes, so the same buffers serve picture after picture, and after a quiet spell they are let go.
 */
const free = new Map<number, Uint8Array[]>();
let freeBytes = 0;
/** Most memory kept unused: a few print pictures' worth. */
const MOST_KEPT_BYTES = 256 * 1024 * 1024;
const QUIET_MS = 10_000;
let quiet: NodeJS.Timeout | undefined;

/** `length` bytes of shared memory, their content whatever they last held. */
export function borrowShared(length: number): Uint8Array {
  const kept = free.get(length)?.pop();
  if (!kept) return new Uint8Array(new SharedArrayBuffer(length));
  freeBytes -= length;
  return kept;
}

/** Bytes from `borrowShared` (the whole of them) no longer used. */
export function giveBackShared(bytes: Uint8Array): void {
  if (freeBytes + bytes.length > MOST_KEPT_BYTES) return;
  free.set(bytes.length, [...(free.get(bytes.length) ?? []), bytes]);
  freeBytes += bytes.length;
  clearTimeout(quiet);
  quiet = setTimeout(letGo, QUIET_MS).unref();
}

function letGo(): void {
  free.clear();
  freeBytes = 0;
}

/** `bytes` copied into borrowed shared memory. */
export function sharedCopy(bytes: Uint8Array): Uint8Array {
  const copy = borrowShared(bytes.length);
  copy.set(bytes);
  return copy;
}
