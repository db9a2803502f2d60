import { homeGameIn } from './read-home-game';
import { huntDayIn } from './read-hunt';
import { puzzleDayIn } from './read-puzzle';
import { teachingDayIn } from './read-teaching';
import type { DayReading } from './read-day';

/**
 * A day told in a kit of its own before any other reading (round 20): a child teaching someone, a puzzle, a thing looked
 * for outdoors, a board game with someone of the family. Whom it is done with ("with Grandpa") or played against is read
 * apart by `personIn`, as the day reader does; `readDoing` reads the game played as any doing.
 */
export function kitDayIn(theme: string, personIn: (words: string) => string | undefined, readDoing: (doing: string) => DayReading | undefined): DayReading | undefined {
  const typed = theme.trim().replace(/[.!]+$/, '');
  const along = /^(.+?)\s+(with|against)\s+(.+)$/i.exec(typed);
  const who = along ? personIn(along[3]!) : undefined;
  const text = who ? along![1]! : typed;
  const game = who ? homeGameIn(text, readDoing) : undefined;
  const day = game ?? (along?.[2]!.toLowerCase() === 'against' && who ? undefined : teachingDayIn(text) ?? puzzleDayIn(text) ?? huntDayIn(text));
  return day && who ? { ...day, with: who } : day;
}
