import type { CatalogueTheme } from '../world/catalogue';
import { onlyInPassing } from '../world/catalogue';
import { isToldAsPlay } from '../plots/play-sorts';
import { readDay, type DayReading } from './read-day';

/**
 * Play at a place the catalogue knows is the play, where the place is only where it happens (round 18: "riding his scooter
 * in the park" was the playground's big slide, "skipping in the playground" its swings): the entry is kept when its own
 * words are the doing ("playing on the swings at the park" is the playground's).
 */
export function playOverAPlace(text: string, entry: CatalogueTheme | undefined): DayReading | undefined {
  // A festival said after "at" or "on" is when the play is, never where: "dancing at Diwali" is Diwali's (`festival-customs.ts`).
  if (!entry || entry.kind === 'festival' || !onlyInPassing(text, entry.words)) return undefined;
  const day = readDay(text);
  return day && isToldAsPlay(day) ? day : undefined;
}
