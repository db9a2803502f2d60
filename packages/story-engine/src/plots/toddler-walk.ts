import { capitalize } from '../core/text';
import type { PlannedPage } from '../story/plan-pages';
import { page, type PagePlan, type StoryContext } from '../story/story-context';
import { catalogueThemeById } from '../world/catalogue';
import { LITTLE_WALKS, type LittleWalk } from '../world/catalogue/little-walks';
import type { PlotShape } from './plot-shape';

/** One thing of the walk: "the duck", "duck", and its sound. */
interface Thing {
  thing: string;
  noun: string;
  sound?: string;
}

const thingOf = (written: string): Thing => {
  const [thing, sound] = written.split('/') as [string, string | undefined];
  return { thing, noun: thing.replace(/^(?:the|a|an) (?:\p{L}+'s )?/u, ''), ...(sound ? { sound } : {}) };
};

/** The refrain said of one thing: "Roar goes the lion.", "Splash goes the cup." */
export const refrainOf = (walk: LittleWalk, said: Thing, hero: string): string =>
  walk.refrain.replaceAll('{hero}', hero).replaceAll('{Sound}', said.sound ?? '').replaceAll('{thing}', said.thing).replaceAll('{noun}', said.noun).replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());

/** The walk's things, as `thingOf` reads them. */
export const thingsOf = (walk: LittleWalk): Thing[] => walk.things.map(thingOf);

/**
 * The stock after-pages a little one's book closes on instead with the moment's own things: the plot's own (`PlotShape.afterwards`)
 * and the shared ones (`plots/episodes.ts`: a thank-you, a treat, a drawing, the day remembered, the sun going down).
 */
const STOCK_CLOSE = /^(?:Telling everyone|A picture to keep|Saying thank you|They talk it over|The way home|They head back, feeling happy|The day ends .+|Everyone shares .+|.+ (?:remembers the big day|draws a picture of the day|thanks .+ (?:with a big hug|for coming along)))\.$/;

/**
 * A stopping page carries the hero's act at the turn when the book has one (`lessonAtTheTurn`: "Leo shared the last of
 * the hay"), and a rest may carry the friend's hint: those are the story's own. Only the stock lines give way.
 */
const isStock = (line: string): boolean => STOCK_LINE.test(line);
const STOCK_LINE = /\bIn (?:his|her|their) head,|\b(?:had an idea|an idea came|shut (?:his|her|their) eyes|pictured the moment|took a deep breath|squared (?:his|her|their) shoulders|We can do it|You and me|legs felt tired|sat down (?:for a little rest|too))\b|^"[^"]*!"$/;

/** The pages of a long or medium book for 0-2 that any book could have: the hero picturing it, an idea coming, a deep breath, a rest. */
const fillerGists = (ctx: StoryContext) => new Set([
  `${ctx.hero.name} pictures it.`,
  `${ctx.hero.name} stops.`,
  `${ctx.hero.name} takes a deep breath and keeps going.`,
  `${ctx.hero.name} and ${ctx.pal.name} rest for a moment.`,
]);

/**
 * A medium or long book for 0-2 on a catalogue moment with a walk (`little-walks.ts`): its pages any book could have ("Mia
 * shut her eyes. In her head …", "Then, all at once, Mia had an idea.", a deep breath, "Mia told the whole family") become
 * pages of the moment's own things a baby can point at, said in a refrain that changes one word each time, with the
 * grown-up pointing too and a count to three; the glad page ends the refrain on the child ("Splash goes ... Mia!"), and the
 * close says night-night or bye-bye to the things. Round 15's read: a long 0-2 book ran the same line shapes over 24
 * thin pages, and the theme's own details were used once and then filler.
 */
export function withToddlerWalk(ctx: StoryContext, plot: PlotShape, planned: readonly PlannedPage[]): PlannedPage[] {
  const walk = ctx.age === '0-2' && ctx.length !== 'short' ? walkOf(plot) : undefined;
  if (!walk) return [...planned];
  const things = thingsOf(walk);
  const evening = catalogueThemeById(plot.id.slice(THEME_PREFIX.length))?.evening === true;
  const filler = fillerGists(ctx);
  let taken = 0;
  let walked = 0;
  let closed = false;
  // The last thing is kept for the glad page, after the win (`LittleWalk.things`).
  const walking = things.slice(0, -1);
  const take = () => walking[taken++ % walking.length]!;
  const walkedPages = planned.map((planned) => {
    const { gist } = planned.plan;
    if (filler.has(gist) && planned.plan.core.every(isStock)) return { ...planned, plan: walkPage(ctx, walk, walked++, take) };
    if (gist === 'Everyone is glad.' && walked > 0) return { ...planned, plan: withTheChildLast(ctx, walk, things, planned.plan) };
    // Bye-bye is said at an outing's close, night-night at an evening's; at home in the day (a new baby, blocks, a nap)
    // the stock page stays, even where the sun goes down on it.
    if (STOCK_CLOSE.test(gist) && walked > 0 && !closed && (evening || walk.place !== undefined)) {
      closed = true;
      const close = closingWalk(ctx, things, evening ? undefined : walk.place);
      return { ...planned, plan: planned.plan.nightfall ? { ...close, nightfall: true } : close };
    }
    return planned;
  });
  return withTheCloseLast(walkedPages);
}

/**
 * The bye-bye or night-night is the page before the last: a stock page placed right after the win (`AfterPage.afterFirst`)
 * had it before the glad page that ends the refrain on the child (round 15's soft play waved bye-bye before the slide), and
 * a shared page after it put the pyjamas on after night-night.
 */
function withTheCloseLast(pages: readonly PlannedPage[]): PlannedPage[] {
  const close = pages.findIndex((planned) => CLOSES.has(planned.plan.gist));
  if (close < 0 || close >= pages.length - 2) return [...pages];
  const others = pages.filter((_, index) => index !== close);
  return [...others.slice(0, -1), pages[close]!, others.at(-1)!];
}

/** The gists of the walk's own closes. */
const CLOSES = new Set(['Night-night.', 'Bye-bye.']);

const THEME_PREFIX = 'theme:';

function walkOf(plot: PlotShape): LittleWalk | undefined {
  if (!plot.id.startsWith(THEME_PREFIX) || plot.asVariant) return undefined;
  const id = plot.id.slice(THEME_PREFIX.length);
  return catalogueThemeById(id)?.tender ? undefined : LITTLE_WALKS[id];
}

/** The grown-up beside the child, who points too; an animal friend only looks. */
const pointsToo = (ctx: StoryContext, said: Thing): string[] => {
  const { hero, pal } = ctx;
  return pal.kit.person === 'grown-up'
    ? [`${capitalize(pal.name)} pointed at ${said.thing}, and ${hero.name} pointed too.`]
    : [`${hero.name} pointed at ${said.thing}, and ${pal.name} looked too.`];
};

/** The walk's pages in turn: the refrain twice, a look with its sound, the grown-up pointing, a count to three. */
function walkPage(ctx: StoryContext, walk: LittleWalk, turn: number, take: () => Thing): PagePlan {
  const kind = turn % 4;
  if (kind === 0) return page('The refrain.', [refrainOf(walk, take(), ctx.hero.name), refrainOf(walk, take(), ctx.hero.name)], [], 'pointing', 'happy', 'pair');
  if (kind === 1) {
    const said = take();
    return page('A look.', [`Look, ${ctx.hero.name}, ${said.thing}!`, said.sound ? `${said.sound}!` : refrainOf(walk, said, ctx.hero.name)], [], 'pointing', 'excited', 'pair');
  }
  if (kind === 2) return page('Pointing together.', pointsToo(ctx, take()), [], 'pointing', 'happy', 'pair');
  return page('Counting.', [`One, two, three ... ${refrainOf(walk, take(), ctx.hero.name).replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase())}`], [], 'pointing', 'excited', 'pair');
}

/** The glad page ends the refrain on the child, after one more thing where the page has room (`AgeStyle.maxCoreSentences`). */
function withTheChildLast(ctx: StoryContext, walk: LittleWalk, things: readonly Thing[], plan: PagePlan): PagePlan {
  const room = TODDLER_LINES - plan.core.length;
  if (room <= 0) return plan;
  const child = walk.hero.replaceAll('{hero}', ctx.hero.name);
  return { ...plan, core: [...plan.core, ...(room > 1 ? [refrainOf(walk, things.at(-1)!, ctx.hero.name)] : []), child] };
}

/** The most lines a page for 0-2 tells (`age-style.ts`, TODDLER). */
const TODDLER_LINES = 3;

/** The close with the moment's things: night-night at the end of an evening, else bye-bye to them and to the place. */
function closingWalk(ctx: StoryContext, things: readonly Thing[], place: string | undefined): PagePlan {
  const word = place === undefined ? 'Night-night' : 'Bye-bye';
  // The last thing first: the one the day was for (the lion, the stingray).
  const said = [things.at(-1)!, ...things.slice(0, TODDLER_LINES - 2)].map((said) => `${word}, ${said.noun}.`);
  const last = place === undefined ? `Night-night, ${ctx.hero.name}.` : `Bye-bye, ${place}!`;
  return page(place === undefined ? 'Night-night.' : 'Bye-bye.', [...said, last], [], place === undefined ? 'sleeping' : 'waving', place === undefined ? 'sleepy' : 'happy', 'pair');
}
