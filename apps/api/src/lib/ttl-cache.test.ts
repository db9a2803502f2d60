import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('TtlCache', () => {
  it('returns values until they expire', () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000, 10);
    cache.set('a', 1);
    vi.advanceTimersByTime(999);
    expect(cache.get('a')).toBe(1);
    vi.advanceTimersByTime(2);
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry past the size bound, and deletes on demand', () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    cache.delete('b');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });
});
