/**
 * Writes review/stories.md from the review cases.
 * Run: npm run review -w @studio/story-engine
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REVIEW_CASES } from './review-cases';
import { reviewMarkdown, writeReviewStory } from './review-stories';

export const REVIEW_FILE = join(import.meta.dirname, '../../review/stories.md');

if (process.argv[1] === import.meta.filename) {
  writeFileSync(REVIEW_FILE, reviewMarkdown(REVIEW_CASES.map(writeReviewStory)));
  process.stdout.write(`wrote ${REVIEW_CASES.length} stories to ${REVIEW_FILE}\n`);
}
