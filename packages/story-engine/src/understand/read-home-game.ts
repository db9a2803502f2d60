import type { DayReading } from './read-day';

/**
 * A board game played with or against someone of the family ("playing chess with Grandpa", "a chess match against Dad"):
 * a game at the table at home, told in the steps a game with rules has (`plots/play-sorts.ts`), never the chess
 * tournament with a clock on every table and a semi-final.
 */
const GAME = /^(?:playing\s+|a\s+game\s+of\s+|(?:a|an|our|my)\s+)?(chess|draughts|checkers|scrabble|monopoly|ludo|snakes and ladders|dominoes|cards|snap|uno)(?:\s+(?:match|game|battle|rematch))?$/i;

export function homeGameIn(text: string, readDoing: (doing: string) => DayReading | undefined): DayReading | undefined {
  const game = GAME.exec(text.trim())?.[1];
  return game ? readDoing(`playing ${game.toLowerCase()}`) : undefined;
}
