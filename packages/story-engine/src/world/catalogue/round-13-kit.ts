import type { OlderLines } from './older-lines';
import type { ThemeSubplot } from './subplots';
import type { CatalogueTheme, Wording } from './theme-entry';

/**
 * Everything one of round 13's entries brings, kept in its own file: the entry, its middle (setback, choice, subplot),
 * the low point after the setback, a grown-up's hint, tiny words for under a picture, and an older reader's lines. The
 * catalogue's shared tables take them from `round-13-entries.ts`, so each new entry is one file and one line there.
 */
export interface EntryKit {
  entry: CatalogueTheme;
  setback: Wording;
  choice: Wording;
  subplot: ThemeSubplot;
  low: Wording;
  hint: string;
  light: readonly string[];
  older: Partial<OlderLines>;
}
