import { catalogueThemeById } from '../world/catalogue';
import { feltMood, LOW_MOODS } from '../story/page-feeling';
import type { PlannedPage } from '../story/plan-pages';
import { palIsThere, type PagePlan, type StoryContext } from '../story/story-context';
import { capitalize } from '../core/text';
import type { CatalogueTheme } from '../world/catalogue';
import type { PlotShape } from './plot-shape';
import { olderAside, senseOf } from './theme-page-more';
import { entryAsSaid, fill, WENT_WRONG } from './theme-story';
import { unsaidDetail } from './older-unsaid-detail';
import { worryRecalled } from './older-worry-recalled';
import { palSpeaksAsFriend } from './pal-role';

/** A page of one sentence this short is a picture book's page turn, not a page for a reader of nine to twelve. */
const THIN_WORDS = 12;

const linesOf = (plan: PagePlan) => [...plan.core, ...plan.more, ...(plan.after ?? []), ...(plan.aside ?? [])];
const isThin = (plan: PagePlan) => {
  const lines = linesOf(plan);
  return lines.length === 1 && lines[0]!.split(/\s+/).length <= THIN_WORDS;
};

/**
 * For nine to twelve, a catalogue page of one short sentence in the middle of the book ("It flopped.", "The train was
 * late.") gets a second line of the theme's own: its next sight or sound, else what an older reader notices about it
 * (`older-asides.ts`), else one of its first true details the book never said (`older-unsaid-detail.ts`), after the turn the hero's own
 * worry looked back on (`older-worry-recalled.ts`), else a word
 * with the friend, each once a book; with none left, it stays as it is. Never a kind's nameless aside ("tucked that away,
 * to think about later"), which could be in any book (round 16). Round 12's read found two or more such pages in two long 9-12 books of three.
 */
export function withFullerOlderPages(ctx: StoryContext, plot: PlotShape, planned: readonly PlannedPage[]): PlannedPage[] {
  const listed = plot.id.startsWith(THEME_PREFIX) ? catalogueThemeById(plot.id.slice(THEME_PREFIX.length)) : undefined;
  if (!listed) return [...planned];
  // The day as said: a variant's own details and senses, never the entry's usual day (a friend picked on is no "him").
  const entry = entryAsSaid(listed, ctx.themeText, ctx.notesText, ctx.age);
  return planned.map((page, index) => {
    // The company and the worry are met on the opening pages, before there is anything to notice.
    if (page.beat === 'beginning' || index === planned.length - 1 || !isThin(page.plan)) return page;
    // A worried page is not always a setback (a try about to be made): it gets no setback's aside, and the friend's word
    // for a thing gone wrong only where its line says something did ("The gates stayed shut.").
    const own = linesOf(page.plan);
    const low = LOW_MOODS.has(feltMood(page.plan.mood, own));
    const sense = low ? undefined : senseOf(ctx, entry, own[0]);
    const line = sense ? fill(ctx, sense) : (low ? undefined : olderAside(ctx, 'detail', entry).map((line) => fill(ctx, line))[0] ?? unsaidDetail(ctx, entry, planned) ?? worryRecalled(ctx, entry, planned, page)) ?? exchange(ctx, entry, low && WENT_WRONG.test(own[0]!), palIsThere(page.plan.cast));
    return line ? { ...page, plan: { ...page.plan, after: [...(page.plan.after ?? []), line] } } : page;
  });
}

const exchangesSaid = new WeakMap<StoryContext, Set<string>>();

/**
 * With the theme's own lines used up, a word between the hero and the friend beside {him}: dry, as older children
 * talk, and never on a sad day, in a hurtful one, or with a baby or nobody there to say it.
 */
function exchange(ctx: StoryContext, entry: CatalogueTheme, low: boolean, palThere: boolean): string | undefined {
  if (!palThere || !palSpeaksAsFriend(ctx) || entry.tender || entry.hurt) return undefined;
  const { hero, pal } = ctx;
  const Pal = capitalize(pal.name);
  // A page that is not low may still be a miss ("It went wide."): the friend's word there fits either way it went.
  // Only a look that answers the page (round 14b): "'Is that part of the big match?'" and "'Are you writing the big match
  // down?'" were the friend's in any book, of any page, with the theme's name pasted in.
  const options = low
    ? [`${Pal} opened ${pal.his} mouth to say something helpful, looked at ${hero.name}'s face, and closed it again.`]
    : [`${Pal} caught ${hero.name}'s eye and raised an eyebrow, and ${hero.name} knew exactly what it meant.`, `${Pal} glanced at ${hero.name}, and ${hero.name} glanced back; neither of them needed to say anything.`];
  const said = exchangesSaid.get(ctx) ?? new Set<string>();
  exchangesSaid.set(ctx, said);
  // One look a book (round 16): with the kinds' nameless asides gone, two looks ("raised an eyebrow", "glanced back")
  // stood in for them on a long book's thin pages, a silent friend twice.
  if (said.size > 0) return undefined;
  const line = ctx.rng.fork('older exchange').shuffle(options).find((option) => !said.has(option));
  if (line) said.add(line);
  return line;
}

const THEME_PREFIX = 'theme:';
