/**
 * Counts work that has started and not yet settled, so a shutdown can wait for it before closing what it
 * uses. `settled` waits until nothing has been in flight across a short quiet spell: work started in
 * reaction to other work settling (a queue fetch whose answer starts a job) is waited for too.
 */
export class InFlight {
  private running = 0;

  track<T>(work: Promise<T>): Promise<T> {
    this.running += 1;
    const done = () => {
      this.running -= 1;
    };
    work.then(done, done);
    return work;
  }

  get count(): number {
    return this.running;
  }

  /** Resolves once nothing has run for `quietMs`, or after `timeoutMs` whatever still runs; says which. */
  async settled({ quietMs = 50, timeoutMs = 10_000 } = {}): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let quietSince = this.running === 0 ? Date.now() : null;
    while (Date.now() < deadline) {
      if (quietSince !== null && Date.now() - quietSince >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (this.running > 0) quietSince = null;
      else quietSince ??= Date.now();
    }
    return false;
  }
}
