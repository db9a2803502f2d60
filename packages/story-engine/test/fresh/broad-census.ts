import { storyInputsSchema } from '@studio/contracts/stories';
import { writeIdea } from '../../src/index';
import { readTheme, type ThemeReading } from '../../src/understand/read-theme';
import { plotById, tellsItsOwnTheme } from '../../src/plots';

/** Where a typed theme lands (`readTheme`), the plot its book is told by, and whether that plot tells the theme itself. */
export interface BroadReading {
  typed: string;
  placed: ThemeReading['kind'];
  entry?: string;
  plot: string;
  told: boolean;
}

export function readBroad(typed: string, seed = 1350001): BroadReading {
  const reading = readTheme(typed);
  const inputs = storyInputsSchema.parse({ characters: [{ name: 'Maya', kind: 'child', pronoun: 'she' }], age_group: '3-5', story_length: 'short', tone: 'gentle', theme: typed });
  const idea = writeIdea(inputs, seed);
  return {
    typed,
    placed: reading.kind,
    entry: reading.kind === 'catalogue' ? reading.entry.id : undefined,
    plot: idea.plot,
    told: tellsItsOwnTheme(plotById(idea.plot, typed, undefined, '3-5')),
  };
}

/** The share of themes whose book is told by a plot that tells the theme itself (a catalogue entry, a day, a contest). */
export const toldRate = (readings: readonly BroadReading[]): number => readings.filter((reading) => reading.told).length / Math.max(1, readings.length);
