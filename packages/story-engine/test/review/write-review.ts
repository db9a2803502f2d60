/**
 * Writes review/stories.md from the review cases. With `--read <id> <score> <reason>` it first records
 * a person's reading of that story as the engine writes it now (review/readings.json).
 * Run: npm run review -w @studio/story-engine [-- --read a-girl-alone-0-2-short 3 "Why."]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadReadings, READINGS_FILE, textHash, type Reading } from './readings';
import { REVIEW_CASES } from './review-cases';
import { reviewMarkdown, writeReviewStory } from './review-stories';

export const REVIEW_FILE = join(import.meta.dirname, '../../review/stories.md');

if (process.argv[1] === import.meta.filename) {
  const stories = REVIEW_CASES.map(writeReviewStory);
  const readings = loadReadings();
  const at = process.argv.indexOf('--read');
  if (at >= 0) {
    const [id, score, reason] = process.argv.slice(at + 1, at + 4);
    const story = stories.find((candidate) => candidate.case.id === id);
    const value = Number(score);
    if (!story || !Number.isInteger(value) || value < 1 || value > 5 || !reason) throw new Error('Usage: --read <story id> <1-5> <reason>');
    readings[story.case.id] = { score: value as Reading['score'], reason, text: textHash(story) };
    const sorted = Object.fromEntries(Object.entries(readings).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(READINGS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  }
  writeFileSync(REVIEW_FILE, reviewMarkdown(stories, readings));
  process.stdout.write(`wrote ${stories.length} stories to ${REVIEW_FILE}\n`);
}
