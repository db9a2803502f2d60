import { holdsARole } from '../story/role-holders';
import { comicBeatsFor, type ComicBeat } from '../world/comic/comic-beats';
import { themeJokesOf, type ThemeJoke } from '../world/comic/theme-jokes';
import type { CatalogueTheme } from '../world/catalogue';
import { feltMood, LOW_MOODS } from '../story/page-feeling';
import { hasOwnGag } from '../story/page-extras';
import type { PlannedPage } from '../story/plan-pages';
import { palIsThere, type StoryContext } from '../story/story-context';
import type { PlotShape } from './plot-shape';
import { fill, toldAtAnotherAge, variantSaid } from './theme-story';
import { isOlderReader } from './older-theme';
import { comicEntryOf, frameJokesOf } from './frame-jokes';
import { keepsGentleVoice } from '../world/comic/gentle-days';
import { palRole } from './pal-role';

/** The tones whose catalogue books carry a comic beat on their middle pages. */
const COMIC_TONES: ReadonlySet<string> = new Set(['funny', 'silly']);

/**
 * The tones and ages whose books, asked for no fun, still have one light beat of their own day where it has one (round
 * 16): a child asks again for the book where the dentist's chair went up and up. A cozy book stays hushed, a baby's book
 * keeps its own sounds, and a nine-year-old's jokes are the ones they are told.
 */
const LIGHT_TONES: ReadonlySet<string> = new Set(['gentle', 'adventurous', 'heartwarming']);
const LIGHT_AGES: ReadonlySet<string> = new Set(['3-5', '6-8']);

/** One joke of the day's own for a book asked for no fun: a joke of its data before a muddle with its thing. */
function lightBeatOf(ctx: StoryContext, entry: CatalogueTheme): ComicBeat[] {
  return lightBeatsOf(ctx, entry).slice(0, 1);
}

/** The day's own jokes for a book asked for no fun, in the order it tells them. */
function lightBeatsOf(ctx: StoryContext, entry: CatalogueTheme): ThemeJoke[] {
  const own = ctx.rng.fork('light beat').shuffle(ownJokesOf(ctx, entry));
  const muddle = (beat: ThemeJoke) => beat.gist.endsWith(', in a hand all along');
  return [...own.filter((beat) => !muddle(beat)), ...own.filter(muddle)];
}

/**
 * A long book's second joke of its own day, where it was asked for no fun and has one (round 16b): the page that keeps the
 * hero going after a try fills with it where "'You and me, Dad!' said Ivy." was any book's. None where the book is funny
 * (it tells every joke already), sad or hushed, or under six.
 */
export function secondLightBeat(ctx: StoryContext, plot: PlotShape): string | undefined {
  const entry = comicEntryOf(plot.id, ctx.themeText, ctx.age);
  const light = !COMIC_TONES.has(ctx.tone.id) && LIGHT_TONES.has(ctx.tone.id) && LIGHT_AGES.has(ctx.age);
  // Six to eight only: a joke is a long line, and a page's one line is never dropped to fit a 3-5 book's tight band.
  if (!entry || !light || ctx.length !== 'long' || ctx.age !== '6-8' || entry.tender || entry.hushed || plot.tender || keepsGentleVoice(plot.id)) return undefined;
  const second = lightBeatsOf(ctx, entry)[1];
  return second && beatLine(ctx, second, entry.name);
}

/** A page that ends holding its breath keeps the answer for the turn of the page: no beat after it. */
const HOLDS_ITS_BREATH = /\?["”]?$|\bheld (?:his|her|their|its) breath\.$|\bhardly daring to look\.$/;

/**
 * A funny catalogue book is funny on most pages of its middle, not in one stock gag: each page of the middle where the
 * pal is there and nothing has gone wrong gets one comic beat of the theme's family (`world/comic/comic-beats.ts`), each
 * said once a book. The theme's own lines and the lesson stay as they are; a sad theme (`tender`) and one told in a hush
 * (`hushed`: an exam room) have none.
 */
export function withComicBeats(ctx: StoryContext, plot: PlotShape, planned: readonly PlannedPage[]): PlannedPage[] {
  const entry = comicEntryOf(plot.id, ctx.themeText, ctx.age);
  const light = !COMIC_TONES.has(ctx.tone.id) && LIGHT_TONES.has(ctx.tone.id) && LIGHT_AGES.has(ctx.age);
  if (!entry || entry.tender || entry.hushed || plot.tender || keepsGentleVoice(plot.id) || !(COMIC_TONES.has(ctx.tone.id) || light)) return [...planned];
  const beats = light ? lightBeatOf(ctx, entry) : comicBeatsOf(ctx, entry);
  let next = 0;
  return planned.map((entry_, index) => {
    const { beat, plan } = entry_;
    const own = [...plan.core, ...plan.more, ...(plan.after ?? [])];
    const middle = (beat === 'rising problem' || beat === 'resolution') && index > 1 && index < planned.length - 1;
    const fits = middle && palIsThere(plan.cast) && !LOW_MOODS.has(feltMood(plan.mood, own)) && !hasOwnGag(own) && !HOLDS_ITS_BREATH.test(own.at(-1)?.trim() ?? '');
    const chosen = fits ? beats[next] : undefined;
    if (!chosen) return entry_;
    next += 1;
    return { ...entry_, plan: { ...plan, after: [...(plan.after ?? []), beatLine(ctx, chosen, entry.name)] } };
  });
}

/**
 * The beats a funny book of this theme tells, in order: the theme's own jokes first (`world/comic/theme-jokes.ts`), then its
 * family's. A grown-up pal clowns once a book (round 14b: "Mum set off the wrong way … Mum chased her own shadow" gave the
 * child's part to the grown-up); a joke that is the hero's own, a sound's or an animal's is no clowning of theirs. For nine
 * to twelve a joke lands because it is rare: two a book, three in a long one.
 */
export function comicBeatsOf(ctx: StoryContext, entry: CatalogueTheme): ComicBeat[] {
  const older = isOlderReader(ctx);
  const rng = ctx.rng.fork('comic beats');
  const own = rng.shuffle(ownJokesOf(ctx, entry));
  // A day with jokes of its own needs its family's beats little or not at all: "Arlo chased his own shadow round and
  // round" beside a Lego city, or "set off the wrong way" at a lemonade stand, was a gag of nowhere (round 16).
  const family = rng.shuffle(comicBeatsFor(entry.kind, talks(ctx), older).filter((beat) => canDo(ctx, beat))).slice(0, own.length === 0 ? undefined : own.length === 1 ? 1 : 0);
  const most = older ? (ctx.length === 'long' ? 3 : 2) : undefined;
  const grownUp = ctx.pal.kit.person === 'grown-up';
  let clowned = 0;
  const kept = [...own, ...family].filter((beat) => {
    if (!grownUp || !beat.line.includes('{pal}')) return true;
    clowned += 1;
    return clowned <= 1;
  });
  return kept.slice(0, most);
}

/**
 * The theme's own jokes a written book tells, and how many of its family's beats, found on its pages by their longest run of plain words (a name may be said as
 * "she", a little listener's line loses its "very"): what the idea names as the fun a wish added.
 */
export function comicBeatsTold(entry: CatalogueTheme, pages: readonly string[], theme?: string): { own: ThemeJoke[]; family: number } {
  const text = plainWords(pages.join(' '));
  const told = (beat: ComicBeat) => text.includes(longestRun(beat.line));
  return { own: [...themeJokesOf(entry), ...frameJokesOf(entry.id, theme)].filter(told), family: [...comicBeatsFor(entry.kind), ...comicBeatsFor(entry.kind, false)].filter(told).length };
}

const plainWords = (text: string) => text.toLowerCase().replace(/\bvery\s+/g, '').replace(new RegExp(`\\b(?:${LAUGHS.join('|')})\\b`, 'g'), 'laughed').replace(/\s+/g, ' ');
const longestRun = (line: string) => plainWords(line).split(/\{[a-z]+\}|[,.!?"“”:;]/).map((run) => run.trim()).reduce((most, run) => (run.length > most.length ? run : most), '');

/** A beat with words is for a pal who talks: never a baby or an animal. */
const talks = (ctx: StoryContext) => !ctx.pal.baby && ctx.pal.kit.person !== undefined;
// A coach or a teacher by name or notes never clowns: "Teacher Jess tried Mila's dance too, and went the wrong way round
// every time" made the dance teacher the one who could not dance (round 19).
/**
 * A talker's beat is a friend's (`pal-role.ts`): the little one minded does not cheer the babysitter on, nor read the
 * bedtime story. A real animal in an older reader's book makes no word-like sound ("gave a big, surprised 'Oooh!'").
 */
const canDo = (ctx: StoryContext, beat: ComicBeat) => {
  if (beat.line.includes('{pal}') && ctx.pal.kit.person === 'grown-up' && holdsARole(ctx.pal, ctx.notesText)) return false;
  const role = palRole(ctx);
  if (beat.by === 'any') return role !== 'animal' || !beat.line.includes('"');
  return talks(ctx) && role !== 'charge' && role !== 'subject' && (beat.by === 'talker' || ctx.pal.kit.person === 'child');
};

/**
 * How the hero laughs at the beats, one word a book: "Ella giggled." after every split hiccup and wink was the sentence
 * most shared between books (round 11's census). One word, so a funny book's three laughs are never a long line said thrice.
 */
const LAUGHS = ['giggled', 'laughed', 'chuckled', 'grinned'] as const;

function beatLine(ctx: StoryContext, beat: ComicBeat, name: string): string {
  const laugh = ctx.rng.fork('laugh').pick(LAUGHS);
  const line = beat.line.replaceAll('{hero} giggled', `{hero} ${laugh}`).replaceAll('{Name}', name.replace(/^the /i, '')).replaceAll('{name}', name).replaceAll('{palself}', ctx.pal.self);
  return fill(ctx, line);
}

/**
 * Whether a funny book tells jokes of its own day: then the tone's stock gags ("Dad pulled a very silly face", "his nose
 * began to twitch", said at the plumber's and the gurdwara alike) give way after the first (round 16, `page-extras.ts`).
 */
export function tellsOwnJokes(ctx: StoryContext, plot: PlotShape): boolean {
  const entry = comicEntryOf(plot.id, ctx.themeText, ctx.age);
  if (!entry || entry.tender || entry.hushed || plot.tender || !COMIC_TONES.has(ctx.tone.id)) return false;
  return ownJokesOf(ctx, entry).length > 0;
}

/**
 * The jokes of the day's own this pal can do. A day told as one of its variants has none: the camping tent that flopped
 * down three times was told on a caravan holiday (round 16); its family's beats are true there still.
 */
function ownJokesOf(ctx: StoryContext, entry: CatalogueTheme): ThemeJoke[] {
  // Nor does a day told as it is at another age (a big brother's school disco, a baby sister's new tooth).
  if (variantSaid(entry, ctx.themeText ?? '', ctx.age) || toldAtAnotherAge(entry, ctx.age)) return [];
  return [...themeJokesOf(entry), ...frameJokesOf(entry.id, ctx.themeText)].filter((beat) => canDo(ctx, beat));
}

const spareSaid = new WeakMap<StoryContext, number>();

/**
 * A joke of the day's own for a page a stock pad would have filled (round 17, `pad-lines.ts`), one a book, as the light beat
 * is told (a gentle, daring or heartwarming book of three to eight): never in a funny book (it tells them all), a cozy one,
 * a sad or hushed day, nor one of the two a gentle long book places itself.
 */
export function spareJokeOf(ctx: StoryContext, entry: CatalogueTheme): string | undefined {
  if (spareSaid.has(ctx) || !LIGHT_TONES.has(ctx.tone.id) || !LIGHT_AGES.has(ctx.age) || entry.tender || entry.hushed) return undefined;
  const beat = lightBeatsOf(ctx, entry)[2];
  if (!beat) return undefined;
  spareSaid.set(ctx, 1);
  return beatLine(ctx, beat, entry.name);
}
