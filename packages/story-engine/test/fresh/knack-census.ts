import { readTheme } from '../../src/understand/read-theme';
import { KNACK_KITS } from '../../src/world/knacks/knack-kits';

/**
 * What a knack's phrasing is told with: the kit of its true steps (`the-habit` with `knack`), a catalogue entry that tells
 * that knack whole (a kit's `entries`: the first steps, the bike's stabilisers), or neither (another entry, the habit
 * frame's general lines, a stock plot).
 */
export function toldWith(theme: string): string | undefined {
  const reading = readTheme(theme);
  if (reading.kind === 'habit') return reading.habit.knack;
  if (reading.kind === 'catalogue') return KNACK_KITS.some((kit) => kit.entries?.includes(reading.entry.id)) ? reading.entry.id : undefined;
  return undefined;
}
