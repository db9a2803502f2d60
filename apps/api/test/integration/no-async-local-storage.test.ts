import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestProduct, type TestProduct } from '../support/test-product';
import { bearer, signUp } from '../support/accounts';
import { waitForJobsOfKind } from '../support/jobs';

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.stop());

/**
 * The first AsyncLocalStorage scope a process enters turns Node's promise hooks on for good (Node 20/22),
 * and every promise then pays for them (ADR 027: a clear cost on a busy machine, little on an idle one). A
 * request's and a job's log fields and AI deadline are passed explicitly instead; this watches that nothing
 * of ours, nor a dependency on these paths, enters such a scope while requests are served and jobs run.
 */
describe('serving requests and running jobs', () => {
  it('enters no AsyncLocalStorage scope', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      // Signing up queues the welcome e-mail's job; the profile is the hot authenticated read.
      const customer = await signUp(product);
      await waitForJobsOfKind(product, 'send-email', 'send-account-email');
      expect((await product.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(customer) })).statusCode).toBe(200);
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
