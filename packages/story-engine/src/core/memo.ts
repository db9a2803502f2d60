/**
 * A pure function remembered by a key of its arguments: the writer tries several styles per story and
 * reads the same parent's words and sentences in each through the tagger, its dearest step, and an idea
 * is written out once to see that it fits its band before the same story is written for the book.
 * Bounded like `cachedRegExp`: a long-running API forgets everything at `max` entries and starts again.
 */
export function memoisedBy<A extends unknown[], T>(keyOf: (...args: A) => string, compute: (...args: A) => T, max = 5_000): (...args: A) => T {
  const known = new Map<string, T>();
  return (...args) => {
    const key = keyOf(...args);
    if (known.has(key)) return known.get(key) as T;
    if (known.size >= max) known.clear();
    const value = compute(...args);
    known.set(key, value);
    return value;
  };
}

/** A pure function of one string, remembered (`memoisedBy`). */
export const memoised = <T>(read: (text: string) => T, max?: number) => memoisedBy((text: string) => text, read, max);
