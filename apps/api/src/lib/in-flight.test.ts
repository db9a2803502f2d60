import { describe, expect, it } from 'vitest';
import { InFlight } from './in-flight';

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('InFlight', () => {
  it('waits for tracked work, including work started as other work settles', async () => {
    const inFlight = new InFlight();
    const finished: string[] = [];
    void inFlight.track(
      after(30).then(() => {
        finished.push('fetch');
        void inFlight.track(after(30).then(() => finished.push('job')));
      }),
    );
    expect(await inFlight.settled({ quietMs: 20 })).toBe(true);
    expect(finished).toEqual(['fetch', 'job']);
    expect(inFlight.count).toBe(0);
  });

  it('counts failed work as settled', async () => {
    const inFlight = new InFlight();
    await expect(inFlight.track(Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(inFlight.count).toBe(0);
  });

  it('gives up after the timeout and says so', async () => {
    const inFlight = new InFlight();
    void inFlight.track(after(500));
    expect(await inFlight.settled({ timeoutMs: 60 })).toBe(false);
  });
});
