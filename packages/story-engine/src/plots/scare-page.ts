import { LESS_SCARY, MORE_SCARY } from '../idea/feedback-words';
import type { StoryContext } from '../story/story-context';
import type { CatalogueTheme } from '../world/catalogue';
import { SCARES } from '../world/catalogue/scares';

/**
 * Whether a theme's own book can be made scarier for this reader: the theme has a true fright (`SCARES`) and the reader is
 * six or over; a short book has no page to spare for it. Else the wish is declined in words (`refine-idea.ts`).
 */
export const canBeScarier = (entryId: string, age: string, length: string): boolean => SCARES[entryId] !== undefined && age !== '0-2' && age !== '3-5' && length !== 'short';

/** Whether the parent asked for this book to be scarier (the wish is kept in the notes, as every wish carried is). */
export function asksScarier(ctx: StoryContext, entry: CatalogueTheme): boolean {
  const notes = ctx.notesText ?? '';
  return canBeScarier(entry.id, ctx.age, ctx.length) && MORE_SCARY.test(notes) && !LESS_SCARY.test(notes);
}

/** The theme's fright, as the story words it. */
export const scareOf = (entry: CatalogueTheme) => SCARES[entry.id]!;
