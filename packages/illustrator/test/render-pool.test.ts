import { afterEach, describe, expect, it } from 'vitest';
import { availableParallelism } from 'node:os';
import { inRenderSlot, renderConcurrency, setRenderConcurrency } from '../src/render/render-pool';

afterEach(() => setRenderConcurrency(availableParallelism()));

describe('the render pool', () => {
  it('runs at most its number of renders at once and queues the rest, in order', async () => {
    setRenderConcurrency(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        inRenderSlot(async () => {
          started.push(i);
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running -= 1;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('is one slot per core unless configured, and refuses nonsense', () => {
    expect(renderConcurrency()).toBe(availableParallelism());
    expect(() => setRenderConcurrency(0)).toThrow(RangeError);
    expect(() => setRenderConcurrency(1.5)).toThrow(RangeError);
  });
});
