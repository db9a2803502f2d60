/**
 * Writes review/stories.md from the review cases; with --baseline also review/defect-baseline.json, the
 * counts the tests hold the engine to (lower them as defects are fixed; they may never rise).
 * Run: npm run review -w @studio/story-engine [-- --baseline]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defectCensus } from './defect-census';
import { REVIEW_CASES } from './review-cases';
import { reviewMarkdown, writeReviewStory } from './review-stories';

export const REVIEW_FILE = join(import.meta.dirname, '../../review/stories.md');
export const BASELINE_FILE = join(import.meta.dirname, '../../review/defect-baseline.json');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(REVIEW_FILE, reviewMarkdown(REVIEW_CASES.map(writeReviewStory)));
  process.stdout.write(`wrote ${REVIEW_CASES.length} stories to ${REVIEW_FILE}\n`);
  if (process.argv.includes('--baseline')) {
    writeFileSync(BASELINE_FILE, `${JSON.stringify(defectCensus(), null, 2)}\n`);
    process.stdout.write(`wrote the defect counts to ${BASELINE_FILE}\n`);
  }
}
