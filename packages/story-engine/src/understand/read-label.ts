import { BUILT_IN_THEMES } from '@studio/contracts/story-themes';
import { catalogueThemeById, type CatalogueTheme } from '../world/catalogue';

/** A label's words as compared: case, apostrophes and end stops aside. */
const asCompared = (text: string) => text.toLowerCase().replace(/[’']/g, '').replace(/[.!?\s]+$/u, '').replace(/\s+/g, ' ').trim();

const LABELLED = new Map(BUILT_IN_THEMES.map((theme) => [asCompared(theme.label), theme.id]));

/**
 * The catalogue entry whose label on /story/details the theme is, word for word ("Mending a torn teddy"): a parent who
 * picked it from the list asked for that entry's story. Before round 18, two labels were read by a general frame instead
 * (a torn teddy as a day of mending, a friend who moved away as a relation), and their entries were never told.
 */
export function entryLabelled(theme: string): CatalogueTheme | undefined {
  const id = LABELLED.get(asCompared(theme));
  return id === undefined ? undefined : catalogueThemeById(id);
}
