import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashString } from '@studio/seeded-random';
import type { ReviewedStory } from './review-stories';

/**
 * A person's reading of a review story: "would I read this to my child again", 1–5, and why. It is
 * tied to the text it was given for, so a reading of an older version of a story is shown as such
 * rather than passed off as a verdict on the new one.
 */
export interface Reading {
  score: 1 | 2 | 3 | 4 | 5;
  reason: string;
  /** `textHash` of the story as it was read. */
  text: string;
}

export const READINGS_FILE = join(import.meta.dirname, '../../review/readings.json');

export function loadReadings(): Record<string, Reading> {
  return JSON.parse(readFileSync(READINGS_FILE, 'utf8')) as Record<string, Reading>;
}

export function textHash(story: ReviewedStory): string {
  return hashString(story.pages.map((page) => page.text).join('\n')).toString(36);
}

/** The reading line for a story: the score if it was read as it is now, or that it has changed since. */
export function readingLine(story: ReviewedStory, reading: Reading | undefined): string {
  if (!reading) return 'Read: not yet.';
  if (reading.text !== textHash(story)) return `Read: not since it last changed (it was ${reading.score}/5: ${reading.reason}).`;
  return `Read: ${reading.score}/5. ${reading.reason}`;
}

/** Mean of the readings that are about the stories as they are now, and how many those are. */
export function meanReading(stories: readonly ReviewedStory[], readings: Record<string, Reading>): { mean: number; read: number } {
  const current = stories.flatMap((story) => {
    const reading = readings[story.case.id];
    return reading && reading.text === textHash(story) ? [reading.score] : [];
  });
  return { mean: current.length ? current.reduce((sum, score) => sum + score, 0) / current.length : 0, read: current.length };
}
