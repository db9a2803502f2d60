import { useState } from 'react';

/**
 * The Idempotency-Key of placing an order: made once for a request and kept while the request stays
 * the same, so a retry after a lost answer (or after going back a step and returning) gets the same
 * order back instead of a second one. A changed request is a new placement with a new key.
 */
export function usePlacementKey(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const [current, setCurrent] = useState(() => ({ fingerprint, key: crypto.randomUUID() }));
  if (current.fingerprint === fingerprint) return current.key;
  const next = { fingerprint, key: crypto.randomUUID() };
  setCurrent(next);
  return next.key;
}
