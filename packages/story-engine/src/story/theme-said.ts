import { readTheme } from '../understand/read-theme';
import { VALUE_THEME } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { sayableTheme } from './sayable-theme';
import type { StoryContext } from './story-context';

/**
 * Round 13b: where the parent's words may stand in one of the engine's own sentences, beyond being sayable at all
 * (`sayableTheme`). "What that day taught him about …" takes a value and nothing else: "friendship", "being kind to
 * everyone", never "a treasure hunt with friends" or "helping grandma water the plants", which only hold a value's word.
 * "Had been thinking about … all week" takes a thing the story carries, an entry's subject or the story's own place:
 * never a value, a dream (told in its own imagined lines) or a day the book does not tell.
 */

/** Words round a value that add no subject of their own: "being kind to everyone", "helping each other", "the power of friendship". */
const AROUND_A_VALUE = /\b(?:being|be|to|with|for|others|everyone|everybody|each|other|one another|people|in need|the|a|an|of|and|my|our|your|true|real|good|importance|power|value|about|at|home|hands?|little|small|big|acts?|animals|planet|world|nature|new|old|best|great|loyalty|yourself|myself|all)\b/gi;

/** Whether the theme is a value and only a value ("kindness", "helping others", "the power of friendship"). */
export function isAValue(theme: string): boolean {
  if (!VALUE_THEME.test(theme)) return false;
  const rest = theme.replace(new RegExp(VALUE_THEME.source, 'gi'), ' ').replace(AROUND_A_VALUE, ' ').replace(/[^\p{L}]+/gu, '');
  return rest === '';
}

/** Whether a page may say the hero has been thinking about the theme: a thing carried, an entry's subject, or the story's own place. */
export function themeOnTheMind(ctx: Pick<StoryContext, 'theme' | 'set'>): ctx is Pick<StoryContext, 'set'> & { theme: string } {
  if (!sayableTheme(ctx.theme)) return false;
  const kind = readTheme(ctx.theme).kind;
  return kind === 'thing' || kind === 'catalogue' || isThePlace(ctx.theme, ctx.set.id);
}

/** The theme is the story's place and nothing more: "the beach", "an enchanted forest"; not "a lighthouse keeper" or "dragons and knights". */
const isThePlace = (theme: string, place: string) => settingNamedIn(theme.trim().split(/\s+/).at(-1)) === place && !/\b(?:and|or|with|in|on|at)\b/i.test(theme);
