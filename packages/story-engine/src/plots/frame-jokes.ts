import type { AgeGroup } from '@studio/contracts/stories';
import { readContest } from '../understand/read-contest';
import { readDay, type DayKind } from '../understand/read-day';
import { readJob } from '../understand/read-job';
import { readWanting } from '../understand/read-wanting';
import { catalogueThemeById, type CatalogueTheme } from '../world/catalogue';
import { themeJokesOf, type ThemeJoke } from '../world/comic/theme-jokes';
import { frameById } from './frames';
import { isPotCooked } from './day-kits';

/**
 * The frames a funny book may tell jokes in (round 16), where its kit has one: a day, a contest, a grown-up's job, a thing
 * wanted. A habit, the body and the family's news are the child's own or heavy: there a wish for "funnier" keeps the
 * gentle voice and says so, as on a sad catalogue theme.
 */
const COMIC_FRAMES: ReadonlySet<string> = new Set(['the-day', 'the-contest', 'the-job', 'the-wanting']);

/** The entry a funny book's comic beats are of: the catalogue's, or the entry a comic frame builds from the theme. */
export function comicEntryOf(plotId: string, theme: string | undefined, age?: AgeGroup): CatalogueTheme | undefined {
  if (plotId.startsWith('theme:')) return catalogueThemeById(plotId.slice('theme:'.length));
  // A frame's book with no joke of its kit stays as it was: its family's beats alone were gags of nowhere.
  return COMIC_FRAMES.has(plotId) && frameJokesOf(plotId, theme).length > 0 ? frameById(plotId)?.outing?.(theme, age) : undefined;
}

const talker = (gist: string, line: string): ThemeJoke => ({ by: 'talker', gist, line });
const anyPal = (gist: string, line: string): ThemeJoke => ({ by: 'any', gist, line });

/**
 * A kind of day whose catalogue theme's jokes are true of every such day: any baking has flour to puff up, any garden a
 * worm and a hose, any painting a picture held upside down.
 */
const DAY_JOKES_FROM: Partial<Record<DayKind, string>> = { baking: 'baking', growing: 'gardening', painting: 'art', chores: 'tidying-up' };

/** Jokes of a kind of day the catalogue has no theme for: the errand's list, the fixing's lost screw, the desk's pencil. */
const DAY_JOKES: Partial<Record<DayKind, readonly ThemeJoke[]>> = {
  errand: [talker('a shopping list forgotten at once', '{pal} read the list, put it in {palhis} pocket, and then could not remember one thing on it, and {hero} laughed.')],
  fixing: [talker('a tiny screw stuck to a sleeve', '{pal} dropped a tiny screw and hunted all over the floor for it, and it was stuck to {palhis} own sleeve, and {hero} laughed.')],
  deskwork: [anyPal('a pencil sharpened very short', '{hero} sharpened the pencil so many times that it got very short, like a stub of crayon, and {he} giggled.')],
};

/**
 * The jokes of a frame's own kit, for the theme a parent typed: the job's own sound made at the tea table, a contest
 * cheered for in the kitchen, the kind of day's own muddle, the wanted thing wished for on the toaster. None for a
 * catalogue entry (its own are in `world/comic/`).
 */
export function frameJokesOf(plotId: string, theme: string | undefined): ThemeJoke[] {
  if (!theme) return [];
  if (plotId === 'the-job') {
    const job = readJob(theme)?.job;
    return job ? [anyPal(`${job.a}'s own sound, made at home`, `At tea, {hero} made ${withThe(job.sound)} all by {him}self, so well that everyone looked round, and {he} giggled.`)] : [];
  }
  if (plotId === 'the-contest') {
    const contest = readContest(theme);
    return contest ? [talker('cheering practised in the kitchen', `{pal} practised cheering for ${contest.name} so loudly in the kitchen that the spoons rattled, and {hero} laughed.`)] : [];
  }
  if (plotId === 'the-wanting') {
    const wanting = readWanting(theme);
    return wanting ? [anyPal('a wish made on the toaster, just in case', `{hero} wished for ${wanting.the} on a star, on a birthday candle, and once on the toaster, just in case, and giggled.`)] : [];
  }
  if (plotId === 'the-day') {
    const day = readDay(theme);
    const kind = day?.kind;
    if (!kind) return [];
    // Soup is cooked in a pot: the baking's flour eyebrows are no joke of it.
    // A tidy-up turned into play is a joke of tidying toys away, never of washing the guinea pigs or wiping the chairs.
    const from = (kind === 'baking' && day.thing && isPotCooked(day.thing.the)) || (kind === 'chores' && !/^(?:tidy|put|clear|sort)\b/.test(day.todo)) ? undefined : DAY_JOKES_FROM[kind];
    const entry = from ? catalogueThemeById(from) : undefined;
    return [...(entry ? themeJokesOf({ id: entry.id }) : []), ...(DAY_JOKES[kind] ?? [])];
  }
  return [];
}

/** "the pssht of the doors", as said; "barks and mews from the waiting room" gets its "the". */
const withThe = (sound: string) => (/^(?:the|a|an)\b/i.test(sound) ? sound : `the ${sound}`);
