import { describe, expect, it } from 'vitest';
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

describe('callWithRetries', () => {
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
    let count = 0;
    const hang = ({ signal }: { signal: AbortSignal }) =>
      new Promise<never>((_, reject) => {
        count += 1;
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const started = Date.now();
    await expect(callWithRetries({ ...policy, maxRetries: 5, callTimeoutMs: 250, attemptTimeoutMs: 100 }, hang, explain)).rejects.toMatchObject({ kind: 'timed_out' });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(400);
    // 100 ms, 100 ms, then what is left of the 250 ms budget: the budget, not maxRetries, ends it.
    expect(count).toBe(3);
  });

  it("ends by the deadline of the work it serves when that comes before the call's own budget", async () => {
    const hang = ({ signal }: { signal: AbortSignal }) => new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    const started = Date.now();
    await expect(withAiDeadline(Date.now() + 150, () => callWithRetries(policy, hang, explain))).rejects.toMatchObject({ kind: 'timed_out' });
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('throws what is not a provider failure (a bug) as it is, without retrying', async () => {
    const bug = attempts(new RangeError('our mistake'));
    await expect(callWithRetries(policy, bug.attempt, explain)).rejects.toThrow(RangeError);
    expect(bug.count).toBe(1);
  });
});
