import type { CatalogueTheme, Wording } from '../catalogue';
import type { ThemeSubplot } from '../catalogue/subplots';

/**
 * The lines a day of the days' tables tells (feeding the hens, picking blackberries), in the catalogue entry's own
 * fields, so a day is told by the same pages as a catalogue theme.
 */
export interface DayStoryLines extends Pick<CatalogueTheme, 'worry' | 'tries' | 'turn' | 'details'>, Pick<ThemeSubplot, 'taught' | 'gives' | 'solved'> {
  senses: readonly string[];
  win: string;
  end: Wording;
  setback: Wording;
  choice: Wording;
}
