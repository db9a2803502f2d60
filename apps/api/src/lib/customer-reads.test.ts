import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerReadCache } from './customer-reads';

afterEach(() => vi.useRealTimers());

describe('CustomerReadCache', () => {
  it('answers a key from one load for 2 s, then loads again', async () => {
    vi.useFakeTimers();
    const cache = new CustomerReadCache();
    const load = vi.fn(async () => ({ items: [load.mock.calls.length] }));
    const [first, second] = await Promise.all([cache.read('a', 'stories', load), cache.read('a', 'stories', load)]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    await cache.read('a', 'stories', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.read('a', 'stories', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps customers and keys apart, and forgets only the customer named', async () => {
    const cache = new CustomerReadCache();
    expect(await cache.read('a', 'stories', async () => 'a stories')).toBe('a stories');
    expect(await cache.read('a', 'orders', async () => 'a orders')).toBe('a orders');
    expect(await cache.read('b', 'stories', async () => 'b stories')).toBe('b stories');
    cache.forget('a');
    expect(await cache.read('a', 'stories', async () => 'a stories, new')).toBe('a stories, new');
    expect(await cache.read('a', 'orders', async () => 'a orders, new')).toBe('a orders, new');
    expect(await cache.read('b', 'stories', async () => 'b stories, new')).toBe('b stories');
  });

  it('does not keep a failed load, nor one that was running when the customer wrote', async () => {
    const cache = new CustomerReadCache();
    await expect(cache.read('a', 'stories', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.read('a', 'stories', async () => 'loaded again')).toBe('loaded again');

    cache.forget('a');
    let finish!: (value: string) => void;
    const before = cache.read('a', 'stories', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('a');
    finish('read before the write');
    expect(await before).toBe('read before the write');
    expect(await cache.read('a', 'stories', async () => 'read after the write')).toBe('read after the write');
  });
});
