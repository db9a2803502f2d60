import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds of tests each browser file took in a clean-clone CI run (2026-11-29, 17:24; the server's start
 * not included). A file not listed counts as `UNLISTED_SECONDS`; a stale figure only makes the halves less even.
 */
const SECONDS: Record<string, number> = {
  'e2e/print-orders.e2e.ts': 52,
  'e2e/accessibility.e2e.ts': 52,
  'e2e/admin.e2e.ts': 51,
  'e2e/books.e2e.ts': 38,
  'e2e/family-cast.e2e.ts': 36,
  'e2e/public-site.e2e.ts': 36,
  'e2e/character-photos.e2e.ts': 31,
  'e2e/share-links.e2e.ts': 28,
  'e2e/auth.e2e.ts': 27,
  'e2e/uploaded-books.e2e.ts': 24,
  'e2e/reader.e2e.ts': 18,
  'e2e/stories.e2e.ts': 18,
  'e2e/epub-export.e2e.ts': 11,
  'e2e/story-themes.e2e.ts': 10,
  'e2e/billing.e2e.ts': 10,
  'e2e/start-and-register.e2e.ts': 1,
};
const UNLISTED_SECONDS = 30;

/**
 * `--shard` by length, not by a hash of the path: the two halves run side by side and the run waits for the
 * longer one, which Vitest's hash split left 20 s longer than the other (243 s of tests against 223 s).
 * Longest file first onto the half with less so far; the same list gives the same halves in both processes.
 */
export class ShardsOfEqualLength extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const seconds = (spec: TestSpecification) => SECONDS[relative(this.ctx.config.root, spec.moduleId)] ?? UNLISTED_SECONDS;
    const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId));
    const shards = Array.from({ length: count }, () => ({ seconds: 0, files: [] as TestSpecification[] }));
    for (const spec of longestFirst) {
      const shortest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
      shortest.seconds += seconds(spec);
      shortest.files.push(spec);
    }
    return shards[index - 1]!.files;
  }
}
