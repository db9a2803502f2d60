import { FEELINGS } from './feelings';
import { FESTIVALS } from './festivals';
import { INTERESTS } from './interests';
import { MOMENTS } from './moments';
import type { CatalogueTheme, ThemeKind } from './theme-entry';

export type { CatalogueTheme, ThemeKind } from './theme-entry';

/** Every theme the built-in writer tells as the story itself, life moments first. */
export const THEME_CATALOGUE: readonly CatalogueTheme[] = [...MOMENTS, ...FESTIVALS, ...FEELINGS, ...INTERESTS];

const BY_ID = new Map(THEME_CATALOGUE.map((entry) => [entry.id, entry]));

export function catalogueThemeById(id: string): CatalogueTheme | undefined {
  return BY_ID.get(id);
}

/** The catalogue theme a parent's words name, the first in catalogue order (so "new baby brother" is the new baby, not a brother). */
export function catalogueThemeIn(text: string | undefined): CatalogueTheme | undefined {
  return text ? THEME_CATALOGUE.find((entry) => entry.words.test(text)) : undefined;
}

export const THEME_KIND_LABELS: Record<ThemeKind, string> = {
  moment: 'Big moments',
  festival: 'Festivals and celebrations',
  feeling: 'Feelings',
  interest: 'Things they love',
};

/** The catalogue as suggestions for the theme field, grouped by kind. */
export function themeSuggestions(): Array<{ kind: ThemeKind; label: string; themes: string[] }> {
  return (Object.keys(THEME_KIND_LABELS) as ThemeKind[]).map((kind) => ({
    kind,
    label: THEME_KIND_LABELS[kind],
    themes: THEME_CATALOGUE.filter((entry) => entry.kind === kind).map((entry) => entry.label),
  }));
}
