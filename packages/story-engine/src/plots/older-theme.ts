import { DAY_PLOT_ID } from './frame-ids';
import type { StoryContext } from '../story/story-context';
import { isForLittleOnes } from '../story/little-ones';
import type { CatalogueTheme, Wording } from '../world/catalogue';
import { choiceOf, setbackOf, subplotOf, THEME_CATALOGUE } from '../world/catalogue';
import type { CastMember } from '../cast/cast-member';
import { DONE_NOT_FELT, FEAR_LINES, TEMPERAMENT_LINES, TENDER_SAYINGS, OLDER_BY_ENTRY, OLDER_BY_KIND, OUTINGS, ownOlderOf, type OlderLines } from '../world/catalogue/older-lines';
import { FEARS } from '../world/catalogue/fears';
import { isRoomy } from '../story/story-context';
import { palRole, palSpeaksAsFriend } from './pal-role';
import { choiceAlreadyTold, choiceKept, choiceTold } from './one-choice';
import { ownSecretOf, secretHinted } from './older-secret';

/**
 * A catalogue story in the older reader's shape (issue 28, round 9): for nine to twelve, no line of the little ones'
 * beats while the line has another wording or the entry an older one (`OLDER_BY_ENTRY` slots), and the older lines
 * of the theme's kind — what the hero wants and what it costs, a thing kept back and told at the turn, a grown-up or
 * friend who talks like themselves, the turn as the hero's decision (`world/catalogue/older-lines.ts`).
 */

export const isOlderReader = (ctx: Pick<StoryContext, 'age'>): boolean => ctx.age === '9-12';

const firstOf = (wording: Wording) => (typeof wording === 'string' ? wording : wording[0]);

/** Every slot of an entry by the name the older lines give it ("details.3", "won.end"). */
function slotsOf(entry: CatalogueTheme): Array<[string, Wording]> {
  const outcomes = entry.outcomes ? (['won', 'lost'] as const).flatMap((way) => (['win', 'detail', 'end'] as const).map((part) => [`${way}.${part}`, entry.outcomes![way][part]] as [string, Wording])) : [];
  return [
    ['opening', entry.opening], ['worry', entry.worry], ['turn', entry.turn], ['win', entry.win], ['end', entry.end],
    ...entry.tries.map((line, index) => [`tries.${index}`, line] as [string, Wording]),
    ...entry.details.map((line, index) => [`details.${index}`, line] as [string, Wording]),
    ...outcomes,
    ['setback', setbackOf(entry)], ['choice', choiceOf(entry)],
    ...(['taught', 'trouble', 'gives', 'solved'] as const).map((part) => [`subplot.${part}`, subplotOf(entry)[part]] as [string, Wording]),
  ];
}

/** The older line of each catalogue line that has one, by the catalogue line's first wording. */
const OLDER_SLOTS: ReadonlyMap<string, Wording> = new Map(THEME_CATALOGUE.flatMap((entry) => {
  const own = OLDER_BY_ENTRY[entry.id]?.slots ?? {};
  return slotsOf(entry).flatMap(([slot, line]) => (own[slot] === undefined ? [] : [[firstOf(line), own[slot]] as [string, Wording]]));
}));

/** The slots of an entry whose every wording is one of the little ones' beats and that have no older line (a test keeps this empty). */
export function slotsLeftLittle(entry: CatalogueTheme): string[] {
  const own = OLDER_BY_ENTRY[entry.id]?.slots ?? {};
  const all = (line: Wording) => (typeof line === 'string' ? [line] : [...line]);
  return slotsOf(entry).filter(([slot, line]) => own[slot] === undefined && all(line).every(isForLittleOnes)).map(([slot]) => slot);
}

/**
 * The wordings of a catalogue line a reader of this age may hear: for nine to twelve, the entry's older line where it
 * has one, else those that are not the little ones' beats (all of them, when every one is).
 */
export function wordingsFor(ctx: Pick<StoryContext, 'age'>, wording: Wording): Wording {
  if (!isOlderReader(ctx)) return wording;
  const older = OLDER_SLOTS.get(firstOf(wording));
  if (older !== undefined) return older;
  if (typeof wording === 'string') return wording;
  const grown = wording.filter((line) => !isForLittleOnes(line));
  return grown.length > 0 ? (grown as unknown as Wording) : wording;
}

/** A little one's word said the older way: a twelve-year-old's stomach, not tummy. */
export const inOlderWords = (ctx: Pick<StoryContext, 'age'>, line: string): string =>
  isOlderReader(ctx) ? line.replace(/\btummies\b/g, 'stomachs').replace(/\btummy\b(?! time)/g, 'stomach').replace(/\bTummy\b(?! [Tt]ime)/g, 'Stomach') : line;

/** The older lines of an entry: its own where it has them, else its kind's. */
export function olderLinesOf(entry: CatalogueTheme): OlderLines {
  const own = ownOlderOf(entry) ?? {};
  // A day the catalogue does not know (`plots/the-day.ts`) is told like an outing, whatever its entry's kind.
  const kind = FEARS.includes(entry) ? FEAR_LINES : OLDER_BY_KIND[OUTINGS.has(entry.id) || entry.id === DAY_PLOT_ID ? 'activity' : entry.kind];
  // A sad day's friend keeps company rather than joking, unless the entry has its own words.
  return { ...kind, ...(entry.tender ? TENDER_SAYINGS : {}), ...Object.fromEntries(Object.entries(own).filter(([key]) => key !== 'slots')) };
}

type Fill = (ctx: StoryContext, wording: Wording) => string;

/**
 * Said with the worry: what the hero wants and what it costs, and, where the entry has a secret of its own to tell at the
 * turn, that there is something the hero has told nobody.
 */
export function wantAndSecret(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string[] {
  if (!isOlderReader(ctx)) return [];
  const lines = olderLinesOf(entry);
  const want = feelingNotFelt(entry) ? [] : [fill(ctx, named(lines.want, entry))];
  return [...want, ...(ownSecretOf(entry) === undefined ? [] : [secretHinted(ctx, entry)])];
}

/**
 * A "feeling" entry that is a thing done, not felt (a vase broken, a seed that will not grow, crayons kept:
 * `DONE_NOT_FELT`): the kind's want ("to stop feeling like this without having to admit she felt it") is true of none of
 * them (round 14b), so the worry's page keeps the theme's own lines unless the entry has a want of its own.
 */
const feelingNotFelt = (entry: CatalogueTheme): boolean => DONE_NOT_FELT.has(entry.id) && ownOlderOf(entry)?.want === undefined;

/** The line a cast member's own trait gives them, with their name put in. */
function temperamentOf(member: CastMember | undefined): Wording | undefined {
  const line = member ? TEMPERAMENT_LINES.find(([traits]) => member.traits.some((trait) => traits.test(trait)))?.[1] : undefined;
  if (!line || !member) return undefined;
  const put = (text: string) => text.replaceAll('{speaker}', member.name);
  return typeof line === 'string' ? put(line) : [put(line[0]), ...line.slice(1).map(put)];
}

/**
 * A friend's or grown-up's words in their own character: a child friend's or the grown-up's trait first ("funny": a
 * joke), else the kind's line for the named grown-up, else the kind's line for a child friend.
 */
export function sayingOf(ctx: StoryContext, entry: CatalogueTheme, fill: Fill, grownUps: readonly CastMember[]): string[] {
  if (!isOlderReader(ctx)) return [];
  const friend = ctx.pal.isNamed && ctx.pal.kit.person === 'child' && palSpeaksAsFriend(ctx) ? ctx.pal : undefined;
  // A funny friend's joke is not said on a sad day (`TENDER_SAYINGS`).
  const own = entry.tender ? undefined : (temperamentOf(friend) ?? temperamentOf(grownUps[0]));
  if (own) return [fill(ctx, own)];
  const lines = olderLinesOf(entry);
  if (grownUps.length > 0) return [fill(ctx, named(lines.grownUpSays, entry))];
  return friend ? [fill(ctx, named(lines.palSays, entry))] : [];
}

/** Why the day matters to the hero in the entry's own words (`OlderLines.stakes`), for nine to twelve, or none. */
export function ownStakes(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string | undefined {
  const own = ownOlderOf(entry)?.stakes;
  return isOlderReader(ctx) && own !== undefined ? fill(ctx, named(own, entry)) : undefined;
}

/** The entry's own secret told (`older-secret.ts`), on the last try's page (the friend is there) or else at the turn. */
export function secretTold(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string[] {
  const own = ownSecretOf(entry);
  if (!isOlderReader(ctx) || own === undefined) return [];
  const to = ctx.pal.baby ? 'everyone' : ctx.pal.name;
  const secret = fill(ctx, named(own, entry));
  const clause = `${secret.charAt(0).toLowerCase()}${secret.slice(1).replace(/[.!]$/, '')}`;
  const h = ctx.hero;
  // Never to the one it is about ("It came out all at once, to Grandpa: he had started to dread the visits"), nor to the
  // little one minded (read 44): said aloud at last, to the hero alone.
  const role = palRole(ctx);
  if (role === 'subject' || role === 'charge') return [`In the end ${h.name} said it out loud, if only to ${h.self}: ${clause}.`];
  // Said three ways, so no two older books tell their secret in one sentence (round 11c).
  return [ctx.rng.fork(`secret told:${entry.id}:${h.name}`).pick([
    `${h.name} told ${to} the thing ${h.he} had kept back: that ${clause}.`,
    `It came out all at once, to ${to}: ${clause}.`,
    `"Can I tell you something?" said ${h.name}, and told ${to}: ${clause}.`,
  ])];
}

/** At the turn: the decision the turn is, before the hero's act. */
export function decided(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string[] {
  if (!isOlderReader(ctx)) return [];
  decisionMade.add(ctx);
  const decides = fill(ctx, olderLinesOf(entry).decides);
  // The book's small choice may have been this one already: the turn is then the deed alone (`one-choice.ts`).
  const told = choiceAlreadyTold(ctx, decides);
  if (told !== undefined) return choiceKept(ctx, told);
  choiceTold(ctx, decides);
  return [decides];
}

/**
 * The books whose turn says the hero's decision: their turn takes no look back over the tries as well (round 18). Both
 * before one act ("thought of everything she had tried … She could keep pretending, or meet it properly. She decided to
 * meet it.") was the turn told twice in the abstract, where a reader of nine wants the deed.
 */
const decisionMade = new WeakSet<StoryContext>();
export const decisionSaid = (ctx: StoryContext): boolean => decisionMade.has(ctx);

/**
 * A misunderstanding with a child friend, in a roomy book: what the hero wrongly thinks (on the setback's page) and,
 * once it is over, what it really was. Never in a sad moment, and only with a friend who is a child.
 */
function misreadOf(ctx: StoryContext, entry: CatalogueTheme): OlderLines['misread'] {
  const friend = ctx.pal.isNamed && ctx.pal.kit.person === 'child' && !ctx.pal.baby;
  return isOlderReader(ctx) && isRoomy(ctx) && friend && !entry.tender ? olderLinesOf(entry).misread : undefined;
}

/** The one misunderstanding of this book: a pair picked by the story's seed, so what is thought is what is cleared up. */
const misreadPicked = (ctx: StoryContext, entry: CatalogueTheme) => {
  const pairs = misreadOf(ctx, entry);
  return pairs && pairs.length > 0 ? ctx.rng.fork(`misread:${entry.id}`).pick(pairs) : undefined;
};

/** The books whose misreading has been thought: only those clear it up. */
const misreadSaid = new WeakSet<StoryContext>();

export function misreadThought(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string[] {
  const misread = misreadPicked(ctx, entry);
  if (!misread || misreadSaid.has(ctx)) return [];
  misreadSaid.add(ctx);
  return [fill(ctx, misread.thought)];
}

/**
 * What the misreading really was, only in a book that said it (round 15): a middle that left the setback's page out
 * cleared up "The whisper, it turned out, …" in one 9-12 book in eight with no whisper before it.
 */
export function misreadCleared(ctx: StoryContext, entry: CatalogueTheme, fill: Fill): string[] {
  const misread = misreadPicked(ctx, entry);
  return misread && misreadSaid.has(ctx) ? [fill(ctx, misread.truth)] : [];
}

/** A kind's line with the entry's name put in ("{name}"), as the catalogue's own templates do not have it. */
function named(wording: Wording, entry: CatalogueTheme): Wording {
  // A day named only "the day" is no place to notice things at: "at the day today" is said "today".
  const put = (line: string) => (entry.name === 'the day' ? line.replaceAll(' at {name} today', ' today') : line).replaceAll('{name}', entry.name);
  return typeof wording === 'string' ? put(wording) : [put(wording[0]), ...wording.slice(1).map(put)];
}
