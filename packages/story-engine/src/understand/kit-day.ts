import { huntDayIn } from './read-hunt';
import { puzzleDayIn } from './read-puzzle';
import { teachingDayIn } from './read-teaching';
import type { DayReading } from './read-day';

/**
 * A day told in a kit of its own before any other reading (round 20): a child teaching someone, a puzzle, a thing looked
 * for outdoors. Whom it is done with ("with Grandpa") is read apart by `personIn`, as the day reader does.
 */
export function kitDayIn(theme: string, personIn: (words: string) => string | undefined): DayReading | undefined {
  const typed = theme.trim().replace(/[.!]+$/, '');
  const along = /^(.+?)\s+with\s+(.+)$/i.exec(typed);
  const who = along ? personIn(along[2]!) : undefined;
  const text = who ? along![1]! : typed;
  const day = teachingDayIn(text) ?? puzzleDayIn(text) ?? huntDayIn(text);
  return day && who ? { ...day, with: who } : day;
}
