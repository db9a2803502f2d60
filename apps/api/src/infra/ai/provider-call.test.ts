import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAiDeadline } from './call-deadline';
import { BadAnswer, callWithRetries, type ProviderCallPolicy } from './provider-call';
import { AiProviderError } from './provider-error';

const policy: ProviderCallPolicy = { callTimeoutMs: 2_000, attemptTimeoutMs: 1_000, maxRetries: 2, retryBaseDelayMs: 1, maxRetryAfterMs: 100 };

/** Explains like a provider does: provider errors as they are, a bad answer and a timeout as such, anything else unchanged. */
function explain(error: unknown, timedOut: boolean): unknown {
  if (timedOut) return new AiProviderError('text', 'timed_out', 'too slow');
  if (error instanceof BadAnswer) return new AiProviderError('text', 'bad_answer', error.message);
  return error;
}

/** Counts attempts, each failing with the next of `failures` until they run out. */
function attempts(...failures: unknown[]) {
  const run = { count: 0, attempt: async () => {
    const failure = failures[run.count++];
    if (failure !== undefined) throw failure;
    return 'done';
  } };
  return run;
}

const failure = (kind: AiProviderError['kind'], retryAfterMs?: number) => new AiProviderError('text', kind, kind, { retryAfterMs });

type Settled = { at: number; error: unknown } | 'succeeded' | 'still running after 1 s';

/**
 * Fake time for Date and timers, the attempts' timeouts included, so a loaded machine's late timers cannot
 * change what happens when. `settleTime` runs the clock 1 s on and says when (ms from the start) `call` failed.
 */
function fakeTime() {
  vi.useFakeTimers();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')), ms);
    return controller.signal;
  });
  const start = Date.now();
  return {
    elapsed: () => Date.now() - start,
    async settleTime(call: Promise<unknown>): Promise<Settled> {
      let outcome: Settled = 'still running after 1 s';
      call.then(
        () => (outcome = 'succeeded'),
        (error: unknown) => (outcome = { at: Date.now() - start, error }),
      );
      await vi.advanceTimersByTimeAsync(1_000);
      return outcome;
    },
  };
}

/** Attempts that never answer, each recording when (ms from the clock's start) it began and was cut short. */
function hangUntilCut(clock: { elapsed(): number }) {
  const cuts: Array<{ started: number; cut: number }> = [];
  const attempt = ({ signal }: { signal: AbortSignal }) =>
    new Promise<never>((_, reject) => {
      const started = clock.elapsed();
      signal.addEventListener('abort', () => {
        cuts.push({ started, cut: clock.elapsed() });
        reject(new Error('aborted'));
      });
    });
  return { cuts, attempt };
}

describe('callWithRetries', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each(['unreachable', 'timed_out', 'rate_limited', 'server_error'] as const)('retries %s up to maxRetries times', async (kind) => {
    const recovering = attempts(failure(kind), failure(kind));
    await expect(callWithRetries(policy, recovering.attempt, explain)).resolves.toBe('done');
    expect(recovering.count).toBe(3);
    const failing = attempts(failure(kind), failure(kind), failure(kind), failure(kind));
    await expect(callWithRetries(policy, failing.attempt, explain)).rejects.toMatchObject({ kind });
    expect(failing.count).toBe(3);
  });

  it('asks again once after a bad answer, and never after a refusal or a rejected request', async () => {
    const badTwice = attempts(new BadAnswer('one'), new BadAnswer('two'));
    await expect(callWithRetries(policy, badTwice.attempt, explain)).rejects.toMatchObject({ kind: 'bad_answer', message: 'two' });
    expect(badTwice.count).toBe(2);
    for (const kind of ['refused', 'rejected'] as const) {
      const refused = attempts(failure(kind));
      await expect(callWithRetries(policy, refused.attempt, explain)).rejects.toMatchObject({ kind });
      expect(refused.count).toBe(1);
    }
  });

  it('retries nothing when maxRetries is 0', async () => {
    const bad = attempts(new BadAnswer('once'));
    await expect(callWithRetries({ ...policy, maxRetries: 0 }, bad.attempt, explain)).rejects.toMatchObject({ kind: 'bad_answer' });
    expect(bad.count).toBe(1);
  });

  it('waits for a Retry-After within bounds and gives up at once on a longer one', async () => {
    const shortWait = attempts(failure('rate_limited', 80));
    const started = Date.now();
    await expect(callWithRetries(policy, shortWait.attempt, explain)).resolves.toBe('done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(75);
    const longWait = attempts(failure('rate_limited', 60_000));
    await expect(callWithRetries(policy, longWait.attempt, explain)).rejects.toMatchObject({ kind: 'rate_limited', retryAfterMs: 60_000 });
    expect(longWait.count).toBe(1);
  });

  it('does not start a wait that would end after the whole call budget', async () => {
    const busy = attempts(failure('server_error', 90), failure('server_error', 90));
    await expect(callWithRetries({ ...policy, callTimeoutMs: 50 }, busy.attempt, explain)).rejects.toMatchObject({ kind: 'server_error' });
    expect(busy.count).toBe(1);
  });

  it('cuts every attempt short at the attempt timeout and ends the call within its budget', async () => {
    const clock = fakeTime();
    const hanging = hangUntilCut(clock);
    const call = callWithRetries({ ...policy, maxRetries: 5, callTimeoutMs: 250, attemptTimeoutMs: 100, retryBaseDelayMs: 0 }, hanging.attempt, explain);
    expect(await clock.settleTime(call)).toMatchObject({ at: 250, error: { kind: 'timed_out' } });
    // 100 ms, 100 ms, then what is left of the 250 ms budget: the budget, not maxRetries, ends it.
    expect(hanging.cuts).toEqual([
      { started: 0, cut: 100 },
      { started: 100, cut: 200 },
      { started: 200, cut: 250 },
    ]);
  });

  it("ends by the deadline of the work it serves when that comes before the call's own budget", async () => {
    const clock = fakeTime();
    const hanging = hangUntilCut(clock);
    const call = withAiDeadline(Date.now() + 150, () => callWithRetries(policy, hanging.attempt, explain));
    expect(await clock.settleTime(call)).toMatchObject({ at: 150, error: { kind: 'timed_out' } });
    expect(hanging.cuts).toEqual([{ started: 0, cut: 150 }]);
  });

  it('throws what is not a provider failure (a bug) as it is, without retrying', async () => {
    const bug = attempts(new RangeError('our mistake'));
    await expect(callWithRetries(policy, bug.attempt, explain)).rejects.toThrow(RangeError);
    expect(bug.count).toBe(1);
  });
});
