import type { StoryInputs } from '@studio/contracts/stories';
import { readTheme } from './read-theme';

/** "a school trip", "a class outing", "a nursery visit": a day out with the class, wherever it goes. */
export const CLASS_OUTING = /\b(school|class|nursery|pre-?school|kindergarten|reception|field)\s+(?:trip|outing|visit|day out)\b|\bwith (?:the|my|his|her|their|our) (school|class|nursery)\b|\b(school|class|nursery)\s+(?:went|goes|going)\b/i;

/**
 * The inputs with a class outing that names no place told at the place the parent picked: "a school trip" with the farm
 * is "a school trip to the farm", the catalogue's day at the farm gone to with the class (`plots/class-outing.ts`). The
 * review set's school trip was a treasure hunt for a milk pail over the farm's fences. Only where the catalogue tells a
 * day at that place; otherwise the inputs are as the parent wrote them.
 */
export function withOutingAtTheSetting(inputs: StoryInputs): StoryInputs {
  const { theme, setting } = inputs;
  if (!theme || !setting || !CLASS_OUTING.test(theme) || /\b(?:to|at|in|on)\s+(?:the|a|an|my|our)\b/i.test(theme)) return inputs;
  const placed = `${theme.trim().replace(/[.!]+$/, '')} to the ${setting}`;
  return readTheme(placed).kind === 'catalogue' ? { ...inputs, theme: placed } : inputs;
}

/** Refined inputs as the parent would see them again: the theme they wrote, not the place it was told at. */
export function withTheParentsTheme(refined: StoryInputs, asWritten: StoryInputs): StoryInputs {
  return refined.theme === withOutingAtTheSetting(asWritten).theme ? { ...refined, theme: asWritten.theme } : refined;
}
