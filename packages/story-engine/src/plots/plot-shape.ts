import type { Character, Setting } from '@studio/contracts/stories';
import type { BeatKind, PageWriter, StoryContext } from '../story/story-context';
import type { CastMember } from '../cast/cast-member';

/** A refrain and its answer, and whom it speaks to: it goes only on pages where they are. */
export interface Refrain {
  ask: string;
  /** The second ask, a little changed ("Not yet, not yet!"), where the refrain has one. */
  again?: string;
  answer: string;
  to: 'hero' | 'pal' | 'nobody';
}

/**
 * What the hero thinks and says for readers of nine to twelve, in the plot's own terms: each is used at
 * most once a book, where it fits (see `olderVoice`).
 */
export interface PlotVoice {
  /** Why the goal matters to the hero, on the page where the problem starts; names only the hero. */
  stakes: string;
  /**
   * The hero's doubt at the low point (a sad, worried or scared page before the turn); names only the hero. None where
   * the plot says its own on its low page (a catalogue theme's setback).
   */
  doubt?: string;
  /** A few words with a little wit between hero and pal, for a page they share that is not sad or scared. */
  quip: string;
}

/** A page of the plot's own after-part (see `PlotShape.afterwards`). */
export interface AfterPage {
  write: PageWriter;
  /** Whether the cast allows it (a trick told needs a named friend); absent: always. */
  fits?(ctx: StoryContext): boolean;
  /** Right after the beat's first page (on the way back), rather than at the end of the beat. */
  afterFirst?: boolean;
  /**
   * The stock kind of after-page it is, that any book could have (a thank-you, a drawing): a book carries at most one
   * stock kind, its own or a shared page's (`story/plan-pages.ts`), so the close is the story's own.
   */
  stock?: StockKind;
}

/**
 * The after-pages any book could close on, whatever its theme: talking it over, a drawing, a thank-you, telling the
 * family, a photo on the fridge, a treat shared, the day remembered. A book has at most one of them, chosen by its seed.
 */
export type StockKind = 'talk it over' | 'a drawing' | 'a thank-you' | 'telling the family' | 'a photo' | 'a treat' | 'remembering';

/**
 * The pages of a middle any book could have: the friend's joke, a friend close by ("I'm right here", a rest), and the
 * hero nearly giving up ("Not yet"). A book has at most one, where its feeling calls for it (`story/plan-pages.ts`).
 */
export type StockMiddle = 'a joke' | 'a friend close' | 'not yet';

/**
 * A choice with a cost, for readers of nine to twelve (medium and long books): late in the middle the hero
 * gives something up for someone else, and after the win the story shows what it cost and why the hero
 * does not mind.
 */
export interface PlotChoice {
  /** The page of the choice: the last of the middle's tries. */
  make: PageWriter;
  /** What it cost, at the end of the happy end. */
  cost: PageWriter;
}

/**
 * A friend's own small problem beside the main one: set up after the middle's first try, helped before the turn
 * and solved after the win, so a long book's middle is the story's own rather than shared pages. For nine to
 * twelve the plot's `choice` is the help (it costs the hero something) and its `cost` page the solving.
 */
export interface Subplot {
  trouble: PageWriter;
  help: PageWriter;
  solved: PageWriter;
  /** For nine to twelve, the help as a choice with a cost, in place of the plot's `choice`. */
  choice?: PlotChoice;
}

/** One story shape: its beats page by page, plus the words an idea needs (titles, summary, goal). */
export interface PlotShape {
  id: string;
  /** Words in a theme, note or feedback that ask for this shape. */
  keywords: RegExp;
  /** Lesson ids that fit the shape, best first. */
  lessons: readonly string[];
  /** The lessons that fit this cast, where some do not (see `lessonsOf`); absent: all of `lessons`. */
  lessonsFor?(characters: readonly Character[]): readonly string[];
  /** Settings that suit the shape when the parent chose none. */
  settings: readonly Setting[];
  /**
   * A little one's story (a dark hollow to dare, a shy goat to befriend): told to a reader of nine to twelve when their
   * words ask for it, never as the stand-in for a theme no catalogue entry fits (`idea/write-idea.ts`).
   */
  littleOnes?: true;
  /** A catalogue entry told in one of its variants' lines: its little walk (`toddler-walk.ts`) is the entry's usual day's, not this one's. */
  asVariant?: true;
  /** Whether hero and pal are friends from the first page (in some plots they only become friends at the turn). */
  friendsFromStart: boolean;
  /**
   * Whether the pal is kept away until the resolution (a surprise for them): no page before it has them
   * on it, and shared pages where they play, help or cheer do not fit. Absent: they are around.
   */
  palAway?(ctx: StoryContext): boolean;
  /** Whether the goal place is where everyone gathers (a party): then it is one of the setting's gathering places. */
  gathersAtGoal?: boolean;
  /** Whether a creature of the setting can be the one the story meets (a thief who leaves tiny footprints is small and has feet); absent: any. */
  critterFits?(noun: string): boolean;
  /**
   * Whether the story runs through a day, from evening into night (a journey to sleep), or is one evening at home
   * (bath time, brushing teeth, a power cut): no day's games, feasts, drawings or sunsets after it, no night walk.
   */
  timeline: 'day' | 'bedtime' | 'evening';
  /** The last page happens before bedtime (the party, "See you tomorrow!"): no goodnight or going to bed comes before it. */
  endsInTheDay?: boolean;
  /** The plot's own pages gather what is heard (a lullaby made of night sounds): no added line of detail tells of a sound. */
  gathersSounds?: boolean;
  /**
   * The plot's own pages, after the opening, are about its thing (`StoryContext.treasure`: sought, lost,
   * feared for): a theme that names a thing ("a lost kite", or "dinosaurs" when their own story does not
   * fit the book) is told only by such a plot, so the thing is said and acted in the story.
   */
  carriesTheThing?: boolean;
  /**
   * The whole story happens at one event (the dentist's, a train, a wedding): no shared page wanders the
   * setting's landmarks, and no line of the setting's scenery (buses, the bathtub) is added to its pages.
   */
  atItsEvent?: boolean;
  /**
   * The plot's middle has its own low point (a catalogue theme's setback and doubt): the shared "Not yet" page, a second
   * low point in the same book, does not fit it.
   */
  ownLowPoint?: true;
  /**
   * A sad moment (an old pet's goodbye, a parent far away): the refrain comforts rather than cheers, and the low
   * point is a wish that things were as before, never "don't give up".
   */
  tender?: boolean;
  /** The turn shows the pal's trick (`SpeciesKit.talent`), so a page may set it up early; absent: it is never set up. */
  usesPalsTrick?: boolean;
  /** A theme the plot tells by itself ("a birthday surprise" is the celebration's party): no line is added about it. */
  tellsTheme?: RegExp;
  /** The parent's notes' sentences the pages tell (a catalogue entry's variant or a grown-up it names): never said not to fit. */
  toldNotes?: readonly string[];
  /** Of those, the ones the first page says in the entry's own words, so not pasted as a fact as well. */
  openedNotes?: readonly string[];
  titles(ctx: StoryContext): string[];
  /** Two summary sentences: the set-up and the problem. */
  summary(ctx: StoryContext): [string, string];
  /** What the hero wants, as an infinitive without "to": "find the lost pink shell". */
  hope(ctx: StoryContext): string;
  /** A clause for when it worked out: "the pink shell was safe at last". */
  win(ctx: StoryContext): string;
  /** The worst moment of the problem, as a noun phrase for remembering afterwards: "the map blowing away". */
  lowPoint(ctx: StoryContext): string;
  /**
   * What a grown-up of the cast says when the hero asks for help before the turn, the words only ("Look where you want to
   * go, not at your feet"): the plot's own, where a shared page said "Try it a new way" in every book. Absent: that.
   */
  /** None when `speaker` is the one the hint is about: a line about someone is said by someone else. */
  hint?(ctx: StoryContext, speaker?: CastMember): string | undefined;
  /** Lines the youngest readers wait for: asked while the problem stands, answered at the turn. */
  refrains(ctx: StoryContext): Refrain[];
  /**
   * What the hero tries while the problem stands, in order, each going a little worse than the last:
   * medium and long stories take their extra middle pages from here before any shared episode.
   */
  tries: readonly PageWriter[];
  /**
   * Pages after the win that belong to this story (crossing the obstacle again on the way back, the
   * borrowed things taken back): medium and long stories take their extra resolution pages from here
   * before any shared song, game or picture. `afterFirst` pages follow the beat's first page; the rest
   * close it.
   */
  afterwards?: readonly AfterPage[];
  /**
   * Lines that mark how far the middle has come, one for each of the plot's own pages of the rising
   * problem in order (`count` of them, undefined where a page has none): the clock before a party.
   */
  countdown?(ctx: StoryContext, count: number): readonly (string | undefined)[];
  /** A choice with a cost, for readers of nine to twelve. */
  choice?: PlotChoice;
  /**
   * What the failed tries taught the hero, the run-up to a turn that uses it: a roomy book only (long, or nine
   * to twelve from medium), whose turning point would otherwise take a shared page.
   */
  taught?: PageWriter;
  /** A friend's own small problem told beside the main one, in a roomy book (see `Subplot`); none when the cast has no friend to have it. */
  subplot?(ctx: StoryContext): Subplot | undefined;
  /** The hero's inner voice and a friend's quip, for readers of nine to twelve. */
  voice?(ctx: StoryContext): PlotVoice;
  /** Writers for each beat, in order; longer stories add episodes between them. */
  beats: Record<BeatKind, readonly PageWriter[]>;
}
