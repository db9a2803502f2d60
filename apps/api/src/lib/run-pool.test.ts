import { describe, expect, it } from 'vitest';
import { runPool } from './run-pool';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('runPool', () => {
  it('keeps at most `concurrency` items in flight and does them all', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runPool([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      done.push(item);
      running--;
    });
    expect(peak).toBe(3);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts nothing after a failure and settles the running items before throwing', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = runPool([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      if (item === 2) throw new Error('page 2 failed');
      await tick();
      finished.push(item);
    });
    await expect(run).rejects.toThrow('page 2 failed');
    const settledWhenRejected = [...finished];
    await tick();
    await tick();
    expect(finished).toEqual(settledWhenRejected);
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([1]);
  });
});
