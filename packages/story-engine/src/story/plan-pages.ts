import type { StoryLength } from '@studio/contracts/stories';
import { withoutFreeChoices } from '../plots/choice-cost';
import type { Rng } from '../core/random';
import { EPISODES } from '../plots/episodes';
import type { Episode } from '../plots/episodes';
import type { AfterPage, PlotChoice, PlotShape, StockKind, StockMiddle, Subplot } from '../plots/plot-shape';
import { BEAT_KINDS, isRoomy, turnsOver } from './story-context';
import type { BeatKind, PagePlan, PageWriter, StoryContext } from './story-context';

/**
 * Pages per beat for each length; they add up to PAGES_BY_LENGTH (8, 16, 24). Longer stories spend
 * most of their extra pages in the rising problem, where the plot's own tries make the middle build. The
 * after-part is the plot's own (`PlotShape.afterwards`): a medium story closes on the plot's last page,
 * without a sunset or a goodnight before it, and a long one has one end-of-day page before it.
 */
const PAGES_PER_BEAT: Record<StoryLength, Record<BeatKind, number>> = {
  short: { beginning: 2, 'rising problem': 2, 'turning point': 1, resolution: 2, closing: 1 },
  medium: { beginning: 3, 'rising problem': 7, 'turning point': 1, resolution: 4, closing: 1 },
  long: { beginning: 4, 'rising problem': 11, 'turning point': 2, resolution: 5, closing: 2 },
};

/**
 * Readers of nine to twelve get more of the problem and an after-part of the story's own: after the turn
 * a long book no longer runs through a feast, a game, a picture and two goodnights, and there is room for
 * what the hero's choice cost (`PlotShape.choice`) beside the plot's own thoughts for their age.
 */
const OLDER_PAGES_PER_BEAT: Record<StoryLength, Record<BeatKind, number>> = {
  short: PAGES_PER_BEAT.short,
  medium: { beginning: 3, 'rising problem': 6, 'turning point': 1, resolution: 5, closing: 1 },
  long: { beginning: 4, 'rising problem': 12, 'turning point': 2, resolution: 5, closing: 1 },
};

/**
 * Nine to twelve's medium book with a friend's subplot: the trouble and the choice that helps take two pages of
 * the middle, and the happy end is the plot's own two pages and what the choice cost.
 */
const OLDER_MEDIUM_WITH_SUBPLOT: Record<BeatKind, number> = { beginning: 3, 'rising problem': 8, 'turning point': 1, resolution: 3, closing: 1 };

/**
 * Pages after the win (the happy end's first page) a book may have, besides a choice's cost: the theme's aftermath, a
 * call-back and the last line, not a run of pages any book could close on (issue 28, round 9).
 */
const CLOSE_AFTER_THE_WIN: Record<StoryLength, number> = { short: 2, medium: 2, long: 3 };

/**
 * The one stock kind of after-page (`StockKind`) a book may carry, chosen by its seed among those its own after-part and
 * the shared pages that fit offer: the others are left out, so no two books close on the same run.
 */
function oneStockKind(ctx: StoryContext, afterwards: readonly AfterPage[], episodes: Record<BeatKind, Episode[]>): { kind: StockKind | undefined; offered: StockKind[] } {
  const offered = [...new Set([...afterwards, ...episodes.resolution, ...episodes.closing].flatMap((page) => (page.stock ? [page.stock] : [])))].sort();
  return { kind: offered.length > 0 ? ctx.rng.fork('stock kind').pick(offered) : undefined, offered };
}

/**
 * The stock pages of the middle (`StockMiddle`) a book's feeling calls for, among those that fit: a joke or "Not yet" in a
 * funny or silly book, a friend close by or "Not yet" in a gentle, cozy, heartwarming or sad one, "Not yet" or a joke in a
 * daring one; and the one a book takes if it needs one, by its seed, so two books of consecutive seeds never take the same
 * one. A child a parent added keeps their page (`part`: it is their part in the middle), and it is the book's one.
 */
function stockMiddles(ctx: StoryContext, plot: PlotShape, fitting: readonly Episode[]): { part: StockMiddle | undefined; pick: StockMiddle | undefined; calledFor: StockMiddle[] } {
  const tone = ctx.tone.id;
  const light = tone === 'funny' || tone === 'silly';
  const soft = plot.tender === true || tone === 'gentle' || tone === 'cozy' || tone === 'heartwarming';
  const feeling: Record<StockMiddle, boolean> = {
    'a joke': !plot.tender && (light || tone === 'adventurous'),
    'a friend close': soft,
    'not yet': true,
  };
  const calledFor = [...new Set(fitting.flatMap((episode) => (episode.middle && feeling[episode.middle] ? [episode.middle] : [])))].sort();
  const part = fitting.find((episode) => episode.middle && episode.beforeTries === true)?.middle;
  return { part, pick: part ? undefined : calledFor[(ctx.seed ?? 0) % Math.max(calledFor.length, 1)], calledFor };
}

/** Where a beat that cannot fill its pages with pages that fit hands them on, first to last. */
const TAKES_OVER: readonly BeatKind[] = ['rising problem', 'resolution', 'beginning', 'closing', 'turning point'];
/**
 * For nine to twelve, a page more at the turn before another goodnight at the end; unless the plot has a run-up of its
 * own to the turn (`PlotShape.taught`), which hands the page to its after-part rather than to a shared "We can do it!".
 */
const OLDER_TAKES_OVER: readonly BeatKind[] = ['rising problem', 'turning point', 'beginning', 'resolution', 'closing'];

/**
 * Where extra episodes go inside a beat: after the introductions, before the problem's last two steps (a
 * wobble and a "not yet" while there is still worse to come, not straight after the low point), as the
 * run-up to the turning point, after the plot has
 * finished its own happy ending (a bedtime story's walk home comes last: see `slotOf`), and before the
 * lesson lands.
 */
type Slot = 'start' | 'middle' | 'late' | 'end';

const EPISODE_SLOT: Record<BeatKind, Slot> = {
  beginning: 'end',
  'rising problem': 'late',
  'turning point': 'start',
  resolution: 'end',
  closing: 'start',
};

export interface PlannedPage {
  beat: BeatKind;
  plan: PagePlan;
  /** Whether the page is one of the episodes any plot may use, rather than the plot's own or one of its tries. */
  shared: boolean;
  /** The run-up to the turn (what the tries taught, `PlotShape.taught`), before the turn's own first page. */
  runUp?: true;
}

/** A page, or a page told over a page turn as two. */
type Write = () => PagePlan | readonly PagePlan[];

/** Plans every page in order, so landmarks and details are dealt out across the whole story. */
export function planPages(ctx: StoryContext, asWritten: PlotShape, length: StoryLength): PlannedPage[] {
  const plot = withoutFreeChoices(ctx, asWritten);
  const rng = ctx.rng.fork('episodes');
  const episodes = Object.fromEntries(
    BEAT_KINDS.map((beat) => {
      const fitting = EPISODES[beat].filter((episode) => episode.fits(ctx, plot));
      return [beat, beat === 'closing' ? fitting : orderEpisodes(fitting, rng)];
    }),
  ) as Record<BeatKind, Episode[]>;
  const older = ctx.age === '9-12';
  // One stock kind of after-page and one stock page of the middle a book (see `oneStockKind`, `stockMiddles`).
  const everyEpisode = { ...episodes };
  const everyAfterwards = fittingAfterwards(ctx, plot);
  const { kind, offered } = oneStockKind(ctx, everyAfterwards, episodes);
  const { part, pick, calledFor } = stockMiddles(ctx, plot, episodes['rising problem']);
  const kinds = new Set<StockKind | undefined>([undefined, kind]);
  const middles = new Set<StockMiddle | undefined>([undefined, part]);
  let afterwards: readonly AfterPage[] = [];
  const allow = () => {
    episodes.resolution = everyEpisode.resolution.filter((episode) => kinds.has(episode.stock));
    episodes.closing = everyEpisode.closing.filter((episode) => kinds.has(episode.stock));
    episodes['rising problem'] = everyEpisode['rising problem'].filter((episode) => middles.has(episode.middle));
    afterwards = everyAfterwards.filter((page) => kinds.has(page.stock));
  };
  const roomy = isRoomy({ age: ctx.age, length });
  const subplot = roomy ? plot.subplot?.(ctx) : undefined;
  const choice = older && length !== 'short' ? (subplot?.choice ?? plot.choice) : undefined;
  const taught = roomy ? plot.taught : undefined;
  const wanted = older && length === 'medium' && subplot ? OLDER_MEDIUM_WITH_SUBPLOT : (older ? OLDER_PAGES_PER_BEAT : PAGES_PER_BEAT)[length];
  // The subplot's own choice helps the friend; a plot's other choice leaves the help and the solving to the subplot's pages.
  const choiceHelps = choice !== undefined && choice === subplot?.choice;
  // A story at one event (a catalogue theme, a day a theme names) closes in a few pages; an older plot's after-part is
  // its own (the way back past the obstacle, the case written up), and its middle has no more tries to give it.
  const close = plot.atItsEvent === true ? 1 + CLOSE_AFTER_THE_WIN[length] + (choice ? 1 : 0) : wanted.resolution + wanted.closing;
  const countsNow = (endsTakeOver: boolean) => pageCounts(ctx, plot, afterwards, choice, { subplot, taught, choiceHelps }, episodes, wanted, older && !taught ? OLDER_TAKES_OVER : TAKES_OVER, close, endsTakeOver);
  // A book with nothing of its own left to say takes the stock page of the middle its seed picks among those its feeling
  // calls for, then a shared page at its end that is none of the stock kinds (the sun going down), then another stock
  // page of the middle its feeling calls for, another stock kind of after-page, and last a stock page of the middle
  // nothing called for (the census counts how often: `test/fresh/ending-census.ts`).
  const reserves: Array<{ allow: () => void; endsTakeOver: boolean }> = [
    ...(pick ? [{ allow: () => middles.add(pick), endsTakeOver: false }] : []),
    { allow: () => undefined, endsTakeOver: true },
    ...calledFor.filter((other) => other !== pick && other !== part).map((other) => ({ allow: () => middles.add(other), endsTakeOver: true })),
    ...offered.filter((other) => other !== kind).map((other) => ({ allow: () => kinds.add(other), endsTakeOver: true })),
    ...(['a joke', 'a friend close', 'not yet'] as const).filter((other) => !calledFor.includes(other)).map((other) => ({ allow: () => middles.add(other), endsTakeOver: true })),
  ];
  allow();
  let counts = countsNow(false);
  for (const reserve of reserves) {
    if (counts) break;
    reserve.allow();
    allow();
    counts = countsNow(reserve.endsTakeOver);
  }
  if (!counts) throw new Error(`Plot ${plot.id} cannot fill its pages`);
  return BEAT_KINDS.flatMap((beat) => {
    let turning: PageWriter[] = [];
    const told = (writer: PageWriter) => (): PagePlan | readonly PagePlan[] => {
      const plan = writer(ctx);
      return (turning.includes(writer) && plan.overThePage?.()) || plan;
    };
    const own = plot.beats[beat].map((writer): Write => told(writer));
    let extra = counts[beat] - own.length;
    // The choice is made as the last try and paid for on the last page of the happy end.
    const made = choice && (beat === 'rising problem' || beat === 'resolution') && extra > 0 ? [beat === 'resolution' ? choice.cost : choice.make] : [];
    extra -= made.length;
    // A friend's trouble is set up after the first try; without a choice the hero helps before the turn, and it is solved after the win.
    const side = subplotPages(beat, subplot, choiceHelps).slice(0, Math.max(extra, 0));
    extra -= side.length;
    const runUp = beat === 'turning point' && taught && extra > 0 ? [taught] : [];
    extra -= runUp.length;
    // A part a character must have in the middle takes its page before the plot's tries.
    const reserved = beat === 'rising problem' ? episodes[beat].filter((episode) => (typeof episode.beforeTries === 'function' ? episode.beforeTries(ctx) : episode.beforeTries)).slice(0, extra) : [];
    extra -= reserved.length;
    const tries = beat === 'rising problem' ? pickInOrder(plot.tries, Math.min(extra, plot.tries.length), rng) : [];
    extra -= tries.length;
    // A page still to fill tells one of the plot's own pages over a page turn before any shared page is taken.
    turning = [...plot.beats[beat], ...tries].filter(turnsOver(ctx)).slice(0, Math.max(extra, 0));
    extra -= turning.length;
    // Episodes marked first (a character beyond the pair leads a song) keep their place before the plot's after-part.
    const leading = beat === 'resolution' ? episodes[beat].filter((episode) => episode.first).slice(0, extra) : [];
    const after = beat === 'resolution' ? afterwards.slice(0, extra - leading.length) : [];
    extra -= leading.length + after.length;
    const write = (page: AfterPage): Write => () => page.write(ctx);
    const [firstTry, ...laterTries] = tries.map(told);
    const [sideFirst, ...sideLater] = side.map(told);
    const ownPages = [
      ...runUp.map(told),
      ...own.slice(0, 1),
      ...(firstTry ? [firstTry] : []),
      ...(beat === 'rising problem' && sideFirst ? [sideFirst] : []),
      ...laterTries,
      ...(beat === 'rising problem' ? [...sideLater, ...made.map(told)] : []),
      ...(beat === 'resolution' && sideFirst ? [sideFirst] : []),
      ...after.filter((page) => page.afterFirst).map(write),
      ...own.slice(1),
      ...after.filter((page) => !page.afterFirst).map(write),
    ];
    // The end of a day keeps its order (sunset, goodnight, bed); elsewhere the shuffled order is the choice.
    const rest = episodes[beat].filter((episode) => !leading.includes(episode) && !reserved.includes(episode));
    const chosen = [...reserved, ...leading, ...(beat === 'closing' ? pickInOrder(rest, extra, rng) : rest.slice(0, extra))];
    const generic = chosen.map((episode): Write => () => episode.write(ctx, plot));
    // What the choice cost closes the happy end, after any song or game.
    const paid = (beat === 'resolution' ? made : []).map((writer): Write => () => writer(ctx));
    const ranUp = runUp.length > 0 ? ownPages[0] : undefined;
    const pages = [...arrange(ownPages, generic, slotOf(beat, plot)), ...paid].flatMap((writePage) => [writePage()].flat().map((plan) => ({ beat, plan, shared: generic.includes(writePage), ...(writePage === ranUp ? { runUp: true as const } : {}) })));
    return beat === 'rising problem' ? withCountdown(pages, plot, ctx) : pages;
  });
}

/** The plot's countdown, a line on each of its own pages of the middle in order (shared pages are outside the plot's clock). */
function withCountdown(pages: PlannedPage[], plot: PlotShape, ctx: StoryContext): PlannedPage[] {
  const own = pages.filter((page) => !page.shared);
  const markers = plot.countdown?.(ctx, own.length) ?? [];
  return pages.map((page) => {
    const marker = page.shared ? undefined : markers[own.indexOf(page)];
    return marker ? { ...page, plan: { ...page.plan, marker } } : page;
  });
}

/** A subplot's pages in a beat: the trouble (and, with no choice to pay it off, the help) in the middle, the solving after the win. */
function subplotPages(beat: BeatKind, subplot: Subplot | undefined, choiceHelps: boolean): PageWriter[] {
  if (!subplot) return [];
  if (beat === 'rising problem') return choiceHelps ? [subplot.trouble] : [subplot.trouble, subplot.help];
  return beat === 'resolution' && !choiceHelps ? [subplot.solved] : [];
}

/** The plot's own after-part pages this cast allows, in the plot's order. */
function fittingAfterwards(ctx: StoryContext, plot: PlotShape): readonly AfterPage[] {
  return (plot.afterwards ?? []).filter((page) => page.fits?.(ctx) ?? true);
}

/** A bedtime story ends its resolution walking home to bed, so its extra pages come before that walk. */
function slotOf(beat: BeatKind, plot: PlotShape): Slot {
  return beat === 'resolution' && plot.timeline === 'bedtime' ? 'middle' : EPISODE_SLOT[beat];
}

/**
 * How many pages each beat gets: its share, less what it cannot fill, handed to the beats that can. The happy end and
 * the close together take at most `close` pages (the win and the few after it, `CLOSE_AFTER_THE_WIN`): a page more goes
 * first to the plot's own pages of the middle, the beginning or the turn (its tries, told over a page turn where they
 * can be), then to the plot's own after-part, then to a shared page of the middle, and to a shared page at the end only
 * when `endsTakeOver` (nothing else is left).
 */
function pageCounts(ctx: StoryContext, plot: PlotShape, afterwards: readonly AfterPage[], choice: PlotChoice | undefined, roomy: { subplot: Subplot | undefined; taught: PageWriter | undefined; choiceHelps: boolean }, episodes: Record<BeatKind, Episode[]>, wanted: Record<BeatKind, number>, takesOver: readonly BeatKind[], close: number, endsTakeOver: boolean): Record<BeatKind, number> | undefined {
  const chosen = choice ? 1 : 0;
  const side = (beat: BeatKind) => subplotPages(beat, roomy.subplot, roomy.choiceHelps).length;
  const ownAfter = afterwards.filter((page) => page.stock === undefined).length;
  const optional = { 'rising problem': plot.tries.length + chosen + side('rising problem'), resolution: ownAfter + chosen + side('resolution'), 'turning point': roomy.taught ? 1 : 0 } as Partial<Record<BeatKind, number>>;
  const turns = (beat: BeatKind) => [...plot.beats[beat], ...(beat === 'rising problem' ? plot.tries : [])].filter(turnsOver(ctx)).length;
  const own = (beat: BeatKind) => plot.beats[beat].length + (optional[beat] ?? 0) + turns(beat);
  // A stock after-page of the plot's (the one a book may carry) is no more the story's own than a shared one.
  const supply = (beat: BeatKind) => own(beat) + episodes[beat].length + (beat === 'resolution' ? afterwards.length - ownAfter : 0);
  const counts = Object.fromEntries(BEAT_KINDS.map((beat) => [beat, Math.min(wanted[beat], supply(beat))])) as Record<BeatKind, number>;
  // The close is cut from its shared pages first (the closing beat's, then the happy end's), never below the plot's own.
  for (const beat of ['closing', 'resolution'] as const) {
    const over = counts.resolution + counts.closing - close;
    counts[beat] -= Math.max(0, Math.min(over, counts[beat] - plot.beats[beat].length));
  }
  let missing = BEAT_KINDS.reduce((sum, beat) => sum + wanted[beat] - counts[beat], 0);
  const ends = (beat: BeatKind) => beat === 'resolution' || beat === 'closing';
  const middle = takesOver.filter((beat) => !ends(beat));
  const end = takesOver.filter(ends);
  const phases: Array<[readonly BeatKind[], (beat: BeatKind) => number]> = [[middle, own], [end, own], [middle, supply], ...(endsTakeOver ? [[end, supply] as [readonly BeatKind[], (beat: BeatKind) => number]] : [])];
  for (const [beats, upTo] of phases) {
    for (const beat of beats) {
      const taken = Math.max(0, Math.min(missing, upTo(beat) - counts[beat]));
      counts[beat] += taken;
      missing -= taken;
    }
  }
  return missing > 0 ? undefined : counts;
}

/** Episodes marked first, then the rest in a seeded order, keeping one of each family. */
function orderEpisodes(fitting: readonly Episode[], rng: Rng): Episode[] {
  const ordered = [...fitting.filter((episode) => episode.first), ...rng.shuffle(fitting.filter((episode) => !episode.first))];
  return ordered.filter((episode, index) => !episode.family || ordered.findIndex((other) => other.family === episode.family) === index);
}

/** `count` of the items, chosen by the seed but kept in their order (tries get harder one by one). */
function pickInOrder<T>(items: readonly T[], count: number, rng: Rng): T[] {
  const chosen = new Set(rng.shuffle(items.map((_, index) => index)).slice(0, count));
  return items.filter((_, index) => chosen.has(index));
}

function arrange<T>(writers: T[], episodes: T[], slot: Slot): T[] {
  if (slot === 'start') return [...episodes, ...writers];
  if (slot === 'end') return [...writers, ...episodes];
  if (slot === 'late') return [...writers.slice(0, -2), ...episodes, ...writers.slice(-2)];
  return [...writers.slice(0, 1), ...episodes, ...writers.slice(1)];
}
