import { isSpeciesId, speciesEntry } from '@studio/species';
import type { StoryContext } from '../story/story-context';

/**
 * What a small creature's family can give the child who got it home: a thing of its own world, never the setting's
 * treasure. Round 18's fresh read of the review set met a frog's mum handing over a golden crown and a mouse's family a
 * jewelled ring. A bird's family gives a feather, a creature of the shore a shell, a creature of space a moon rock, any other a shiny pebble.
 */
export function creatureKeepsake(ctx: Pick<StoryContext, 'critter' | 'set'>): string {
  const moves = isSpeciesId(ctx.critter) ? speciesEntry(ctx.critter).moves : undefined;
  if (moves === 'flies') return 'soft feather from the nest';
  if (moves === 'swims' || ctx.set.id === 'beach' || ctx.set.id === 'under the sea') return 'tiny pink shell';
  if (ctx.set.id === 'space') return 'tiny, sparkly moon rock';
  return 'smooth, shiny pebble';
}
