import { inArray, sql } from 'drizzle-orm';
import { jobs } from '../../src/db/schema';
import type { TestProduct } from './test-product';

/** Waits until no job of these kinds is queued or running (jobs that nobody can poll, such as account e-mails). */
export async function waitForJobsOfKind(product: TestProduct, ...kinds: string[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [row] = await product.context.db
      .select({ pending: sql<number>`count(*) filter (where ${jobs.status} in ('queued', 'running'))::int` })
      .from(jobs)
      .where(inArray(jobs.kind, kinds));
    if (row!.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Jobs of kind ${kinds.join(', ')} were still pending after 10 s`);
}
