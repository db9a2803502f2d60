import type { NoteWorry } from '../understand/read-notes';
import type { Action, AgeGroup, Mood, StoryLength } from '@studio/contracts/stories';
import type { CastMember } from '../cast/cast-member';
import type { Rng } from '../core/random';
import type { LessonKit } from '../world/lessons';
import type { SettingKit } from '../world/setting-kit';
import type { ToneKit } from '../world/tones';

/** Everything a page writer needs: the cast, the place, the tone, and seeded choices. */
export interface StoryContext {
  rng: Rng;
  /** The story's seed: a pick that must differ between books of consecutive seeds (`story/plan-pages.ts`) is made by it. */
  seed?: number;
  age: AgeGroup;
  /** A short story has no tries in its middle: nothing said at the turn may look back on them. */
  length: StoryLength;
  /** The hero: the first child, or the first character. */
  hero: CastMember;
  /** The hero's companion: the next character, or an unnamed creature of the setting. */
  pal: CastMember;
  /** Named characters beyond hero and pal. */
  others: CastMember[];
  /** The name of the last character the parent's list gives (where a wish adds someone, it is them). */
  lastNamed?: string;
  /** Every named character, hero first. */
  cast: CastMember[];
  /** "Mia and Ember", "Mia, Ember and Leo". */
  group: string;
  set: SettingKit;
  tone: ToneKit;
  lesson: LessonKit;
  /** The parent's own lesson wording when it is not one of the engine's statements. */
  customLesson?: string;
  /** A small thing the plot revolves around, without an article: "pink shell". */
  treasure: string;
  /** A landmark kept for the plot's goal: "the lighthouse". */
  goalPlace: string;
  /** An unnamed creature the story meets, without an article (never the pal). */
  critter: string;
  /** The parent's theme, as plain words, if any. */
  theme?: string;
  /** The parent's theme as typed, for a catalogue story to take what it names ("our cat went missing": the cat). */
  themeText?: string;
  /** The parent's notes as typed, for a catalogue story to take what they name ("we moved from Poland to Scotland"). */
  notesText?: string;
  /** Whether the theme names the thing the story is about (then `treasure` is it). */
  themeIsTreasure: boolean;
  /** The event the theme names ("a school trip"), when the story is told as that day. */
  occasion?: Occasion;
  /**
   * Whether the story is a day of its own (a catalogue theme, a day or a contest): its details are its own, and the
   * setting's treat ("pancakes" at home) is not there to share at Eid or on a boat.
   */
  ownDay?: true;
  /** Where the hero lives when the story's place is only visited: on a trip, or a child's day under the sea or in space. */
  visitorHome?: string;
  /** A prop asked for in feedback or notes ("a red balloon"), as plain words, if any. */
  prop?: string;
  /** Pets of the cast left at home for an event animals do not go to (`CatalogueTheme.petsStayHome`). */
  stayedHome: readonly CastMember[];
  /** The turn is told without the hero's act of the lesson: a little listener's book had no room for it in its band. */
  quietTurn?: true;
  /** The cast's pet the story searches for or is about (`CatalogueTheme.missingPet`, `aboutPet`): on no page as a companion, named in the entry's lines. */
  missingPet?: CastMember;
  /** The cast's brother or sister the story is about (`CatalogueTheme.aboutSibling`): never the companion, named by {sibname}. */
  sibling?: CastMember;
  /**
   * The cast's child who plays the person the theme names ("my best friend is moving away": Kai; "our new neighbour":
   * Hana), named by {inrole:…}, {called}, {namedlast} and {rolekid} in the entry's lines (`cast/theme-role.ts`).
   */
  inRole?: { name: string; pronoun: string };
  /** The one the moment sends away (`CatalogueTheme.ownerAway`: at work, in hospital): never the companion, named in the moment's own lines. */
  away?: CastMember;
  /** The family home the day is spent in, when the parent's words put it there ("Christmas at grandma's house"): "Grandma's house". */
  dayAt?: string;
  /** The day is spent at school (`world/school-day.ts`): a friend the engine brought is a classmate, not one from down the road. */
  atSchool?: true;
  /** The family grown-ups of the cast on a school day: they say goodbye at the gate and are not in the classroom. */
  atTheGate?: readonly CastMember[];
  /** When the grown-ups who dropped the hero off come back (`CatalogueTheme.dropOff`). */
  pickUp?: string;
  /** The cast's grown-ups while the hero minds a little one (`cast/minding.ts`): named by {grownup}, never at the hero's side. */
  /** The hero minds, or helps mind, a little one (`cast/minding.ts`): a parent the theme keeps busy nearby is the grown-up. */
  minding?: true;
  upstairs?: readonly CastMember[];
  /** What the parent's notes say about the child or the family, as sentences for a page (`understand/read-notes.ts`). */
  noteFacts: readonly string[];
  /** What the notes say of the cast's others ("Priya was Rohan's twin sister."; `cast/kin-from-notes.ts`): a page that says it keeps it. */
  notedPeople?: readonly string[];
  /** A worry of the child's from the notes: said on the first page, met at the turn. */
  noteWorry?: NoteWorry;
  /** The theme's second half the first page says after the plot's opening ("They went on the ferry, …"; `understand/read-rest.ts`). */
  themeRest?: string;
  /**
   * Creatures already on an earlier page (pages are written in order), and where they were last seen, so
   * a later page can meet "the same hedgehog" or "the hedgehog from the mossy log" rather than "a hedgehog".
   */
  seen: Map<string, string>;
  /** What the hero has gathered along the way, in order: the quiet night sounds a lullaby is made of. */
  gathered: string[];
  /** Picks one of the options. */
  one(...options: string[]): string;
  /** The next landmark to visit (never the goal place), without repeats until all were used. */
  spot(): string;
  sight(): string;
  sound(): string;
  feeling(): string;
}

/**
 * An event a parent's theme names, told as the story's frame: the first page opens on it, a page in the
 * beginning shows it, and the last page remembers it by name.
 */
export interface Occasion {
  /** Lines that open the first page, before anyone is met. */
  opening(ctx: StoryContext): string[];
  /** The opening tells the day before ("Tomorrow would be her first day"): a story of the day itself leaves it out. */
  openingIsTheEve?: boolean;
  /** Where the hero lives when the story's place is only visited ("a house near the school"). */
  visitorHome?: string;
  /** Rain all day: no line of setting detail or tone tells of sunshine. */
  sunless?: boolean;
  /** How an old map comes into the hero's hands on this day, when a quest needs one. */
  mapLine?(ctx: StoryContext): string;
  /** Who hid what the map shows, told when it is brought back (the teacher who gave the map); absent: nobody did. */
  hiddenBy?(ctx: StoryContext): string;
  /** A page of the beginning where the event shows itself. */
  moment(ctx: StoryContext, palAround: boolean): PagePlan;
  /** The last page's line that remembers it, just before the lesson. */
  memory(ctx: StoryContext): string;
}

export type BeatKind = 'beginning' | 'rising problem' | 'turning point' | 'resolution' | 'closing';
export const BEAT_KINDS: readonly BeatKind[] = ['beginning', 'rising problem', 'turning point', 'resolution', 'closing'];

/** Who is on the page: the hero alone, hero and pal, everyone, or everyone but the pal (kept away for a surprise). */
export type PageCast = 'hero' | 'pair' | 'all' | 'all-but-pal';

/** Whether the pal is on a page with this cast. */
/** A book with room for a plot's subplot and the lesson of its tries: a long one, or nine to twelve's from medium. */
export const isRoomy = (ctx: Pick<StoryContext, 'age' | 'length'>) => ctx.length === 'long' || (ctx.age === '9-12' && ctx.length !== 'short');

export const palIsThere = (cast: PageCast) => cast === 'pair' || cast === 'all';

/** One page as planned by a writer, before the age style shapes the final text. */
export interface PagePlan {
  /** One line for the outline. */
  gist: string;
  /** Short, simple sentences that carry the page for every age. */
  core: string[];
  /** Richer sentences that older children get as well. */
  more: string[];
  action: Action;
  mood: Mood;
  cast: PageCast;
  /** Set on the page where night falls in a day story: from here on, nothing is seen in sunlight. */
  nightfall?: boolean;
  /**
   * What this page sets up for the turn, as the hero remembers it there ("Then Maya remembered the
   * hedgehog she had hurried past"): read by older readers only, so it is worded only when asked for.
   */
  recall?: () => string;
  /** Lines for older readers that close the page's own sentences: the hero's thoughts, a friend's quip. */
  after?: readonly string[];
  /**
   * What the hero makes of a page of one line, for readers who get richer sentences: said like a detail, so it is
   * the first to go when the story is fitted to its reading band (it never costs the book its tone).
   */
  aside?: readonly string[];
  /**
   * The lines that open the plot ("Leo could not wait for Biscuit's birthday party!", "Let's find the
   * blue egg!"): a short page cuts the introductions before them, and fitting the reading band keeps them.
   */
  hook?: readonly string[];
  /**
   * A line that opens a page of the middle and says how far it has come ("Now it was half past three."),
   * so the tries read as a build towards the deadline rather than a list (see `PlotShape.countdown`).
   */
  marker?: string;
  /**
   * Lines of `core` that a page too short for all of them leaves out first ('"Look!" said Otto.', a gasp),
   * so a little one's turn keeps the hero's move, the friend's trick and the find.
   */
  spare?: readonly string[];
  /** The page is about the pal's own deed (their trick told): the pal's echo would cheer the hero for it. */
  palsMoment?: boolean;
  /**
   * The page told over a page turn, for a book with a page to fill: what the hero tries, then over the page how it
   * went (see `tellsOverThePage`), so a long book's middle is more of its own tries rather than shared pages. Written
   * only when the planner tells it so (its lines may draw from the story's stream).
   */
  overThePage?: () => readonly [PagePlan, PagePlan] | undefined;
}

/** Writers whose page can be told over a page turn (`PagePlan.overThePage`), and for which stories. */
const OVER_THE_PAGE = new WeakMap<PageWriter, (ctx: StoryContext) => boolean>();

/**
 * Marks a writer whose page has `overThePage` in the stories `when` says (without drawing from the story's stream):
 * the planner may tell it as two pages there.
 */
export function tellsOverThePage(writer: PageWriter, when: (ctx: StoryContext) => boolean = () => true): PageWriter {
  OVER_THE_PAGE.set(writer, when);
  return writer;
}

/** Whether a writer's page can be told over a page turn in this story. */
export const turnsOver = (ctx: StoryContext) => (writer: PageWriter): boolean => OVER_THE_PAGE.get(writer)?.(ctx) === true;

export type PageWriter = (ctx: StoryContext) => PagePlan;

export function page(gist: string, core: string[], more: string[], action: Action, mood: Mood, cast: PageCast = 'pair'): PagePlan {
  return { gist, core, more, action, mood, cast };
}

/** A page that sets up the turn: older readers hear the hero remember it there (see `PagePlan.recall`). */
export function settingUp(plan: PagePlan, recall: () => string): PagePlan {
  return { ...plan, recall };
}

/** A page of the beginning whose lines open the plot (see `PagePlan.hook`): the hero met, or the friends set off, then what they are after. */
export function openingPage(plan: PagePlan, hook: readonly string[]): PagePlan {
  return { ...plan, hook };
}

/** A page whose `spare` lines go first when the style allows fewer lines than it has (see `PagePlan.spare`). */
export function withSpare(plan: PagePlan, spare: readonly string[]): PagePlan {
  return { ...plan, spare };
}

/** Whether the story is for listeners of up to five: short pages, plain words, the refrain carrying the middle. */
export const forUnderSixes = (ctx: Pick<StoryContext, 'age'>): boolean => ctx.age === '0-2' || ctx.age === '3-5';

/** A page about the pal's own deed (see `PagePlan.palsMoment`). */
export function palsMoment(plan: PagePlan): PagePlan {
  return { ...plan, palsMoment: true };
}

/** The page on which night falls in a day story. */
export function atNightfall(plan: PagePlan): PagePlan {
  return { ...plan, nightfall: true };
}
