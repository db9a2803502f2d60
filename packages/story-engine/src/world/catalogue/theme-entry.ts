import type { AgeGroup, Setting } from '@studio/contracts/stories';
import type { ThemeKind } from '@studio/contracts/story-themes';
import type { ThemeSubplot } from './subplots';

export type { ThemeKind };

/**
 * One catalogue line, or several wordings of it: the story's seed picks one, so two books on one theme do
 * not read the same sentences.
 */
export type Wording = string | readonly [string, ...string[]];

/**
 * A theme the built-in writer knows how to tell as the story itself: its want or worry, what the hero
 * tries, the turn, and details that are true of it. Lines are templates (each a `Wording`): {hero}, {he}, {him}, {his},
 * {was}, {has}, {pal} and {grownup} (the cast's grown-up, or "a grown-up") are filled in for the cast, and
 * {pet} with the animal the parent's theme names ("our cat went missing": "cat"), else "pet" ({hispet}, {thepet} and {petit}: the
 * hero's pet, the pet and "it", by name and pronoun when it is the cast's, `missingPet`), {big} with "big brother" or "big sister", and {gran} with the
 * grandparent of the cast or of the theme ("visit from grandpa"), else "Grandma"; {who} with the one a moment
 * belongs to (`owner`), {game} with the match or race a lost game was ("match"), {sib} with the brother or sister the
 * theme names ("brother") and {sibname} with that one's name; {Pet}, {Sib} and the like are the same words for a title.
 */
export interface CatalogueTheme {
  id: string;
  /** As in `BUILT_IN_THEMES`, where the label a parent is offered is kept. */
  kind: ThemeKind;
  /** Recognises the theme in what a parent typed. */
  words: RegExp;
  /**
   * The theme's concept words, matched on the parent's words as plain roots (`understand/plain-words.ts`: "didn't get
   * picked" → "do not get pick", "our cats are older" → "our cat is old") when no entry's own `words` name the theme:
   * one pattern reaches every verb form, plural and contraction a parent types.
   */
  means?: RegExp;
  /** How a sentence names it: "the dentist", "Diwali". */
  name: string;
  /**
   * An interest's own thing, that a child could hold ("toy dinosaur", "football"): when the theme's story
   * cannot be told in the reader's band, a plot about this thing tells the interest instead.
   */
  thing?: string;
  setting: Setting;
  /** Other places the theme is true in, told there when the parent's words name one ("camping in the back garden"). */
  alsoAt?: readonly Setting[];
  /**
   * The entry as the parent's words tell it otherwise: at another place the theme names ("a den in the woods", "a picnic
   * on the beach", "a wobbly tooth at school"), or with a detail the notes change ("she only has a small part as a tree").
   * The first whose `said` the theme or the notes match is told, in its own lines, at its own place if it has one.
   */
  variants?: readonly Variant[];
  /** The engine's lesson the story acts out (see world/lessons). */
  lesson: string;
  /** "{hero} Goes to the Dentist". */
  title: Wording;
  /** The want or worry, said on the first page. */
  opening: Wording;
  /** What the hero says about it, on the second page. */
  worry: Wording;
  /** What the hero tries while the worry stands, each a little further on. */
  tries: readonly [Wording, Wording, Wording];
  /** The hero's own act at the turn. */
  turn: Wording;
  /** True details, one per page where they fit: the big chair, the mirror, the sticker. */
  details: readonly [Wording, Wording, Wording, Wording];
  /**
   * Small true things of the theme to see, hear, hold or feel ("The hens clucked and shoved round the scoop."), each said
   * once a book where a page has only half a step or one line: a thin page carries the theme's own, not a line every book has.
   */
  senses?: readonly string[];
  /** A clause for when it went well: "the check-up was done". */
  win: Wording;
  /** The last page's line that echoes the first. */
  end: Wording;
  /**
   * A moment that belongs to someone else in the family (a parent's job, grandma's stay in hospital): the
   * kin word of its usual owner ("mum", "grandma"), who is {who} in its lines unless the theme names another.
   * The hero's part is to help or wait. Such entries are matched before the child's own (`catalogueThemeIn`).
   */
  owner?: string;
  /**
   * The one the moment belongs to is away from the hero through its middle (at work, working far away, in a hospital
   * bed, ill in bed, or died): never the companion at the hero's side, only met in the entry's own lines (the goodbye, the visit, the coming home).
   */
  ownerAway?: true;
  /**
   * The friend the theme names is met only in the entry's own lines (the best friend who moves away, the new child on the
   * swings): a child of the cast who plays them (`StoryContext.inRole`) is named there, by {hisfriend}, {thefriend}
   * or {newfriend}, and is never the company at the hero's side before the meeting or after the goodbye.
   */
  roleInLines?: true;
  /** How a child friend is met when the theme is about having no friend there yet: "{pal} was the buddy the teacher picked". */
  palMet?: Wording;
  /** A sad moment, told gently: a comforting refrain, no cheering, no joke (`PlotShape.tender`). */
  tender?: boolean;
  /**
   * The middle's tries hurt someone (bullying; a try that upsets an autistic brother): never smiled back at afterwards
   * (no call-back).
   */
  hurt?: true;
  /** The entry that tells this moment from beside, when the theme gives it to someone else ("when dad broke his leg"). */
  beside?: string;
  /**
   * A contest's two ends, told when the parent's theme says which ("coming last in sports day", "winning the spelling
   * bee", `understand/read-outcome.ts`); each replaces the win, the last detail and the end. Without one said, the
   * entry's own lines, which never name a place or a prize.
   */
  outcomes?: { won: Ending; lost: Ending };
  /** An outing's place is only visited: where the hero lives instead ("a house in town", not the farmhouse of the farm). */
  visitorHome?: string;
  /**
   * The animal a fear is of: one of the cast of that kind (the neighbours' puppy Pepper) is the one feared, met as
   * `met` says rather than as a best friend, and {feared} names it in the lines; with none, {feared} is `called`.
   */
  feared?: { species: string; called: string; met: Wording };
  /** The whole story is one evening at home (bath time, a bad dream): `PlotShape.timeline` 'evening'. */
  evening?: true;
  /** How it opens when the theme puts it at night ("a thunderstorm at night"): then told as that evening. */
  atNight?: { opening: Wording };
  /**
   * The story is the search for a pet: the cast's animal of the kind the theme names (or its only animal) is the one
   * missing, on no page until it is found; {hispet} and {thepet} name it ("Finn's cat, Pickle,", "Pickle").
   */
  missingPet?: true;
  /** The entry's own story is a thing lost (a balloon that floats away, a phone searched for): a theme that loses it is told by the entry, never declined or told as another search. */
  tellsALoss?: true;
  /** The entry's own middle is getting lost (a big new school's corridors): a theme where the hero gets lost there is told by it. */
  getsLost?: true;
  /**
   * The story is about the cast's animal of the kind the theme names ("our dog is getting old" with Pepper the dog): at
   * home all along, but like `missingPet`'s never the companion at the hero's side, whose lines would be its own; named
   * in the entry's lines by {hispet} and {thepet}.
   */
  aboutPet?: true;
  /**
   * The story is about the hero's brother or sister the theme names ("my brother has autism"): the cast's brother or
   * sister, when there is one, is that one, named by {sibname} in the entry's lines, and, like `aboutPet`'s, never the
   * companion at the hero's side.
   */
  aboutSibling?: true;
  /** The hero minds the little one while the grown-ups are upstairs (babysitting): the little one is the company (`cast/minding.ts`). */
  grownUpUpstairs?: true;
  /**
   * The one the moment sends away (`ownerAway`) is, when the words name nobody, the cast's own grown-up ("got lost at
   * the zoo" with Dad: Dad is the one lost), never the entry's usual owner beside the cast's grown-up at the hero's side.
   */
  ownerFromCast?: true;
  /** The hero minds (or, under nine, helps mind) a little one, who is the company (`cast/minding.ts`). */
  mindsLittleOne?: true;
  /** The entry is the occasion itself (a christening, a bar mitzvah): whoever's it is and wherever, it tells it, never a general occasion day (`read-occasion.ts`). */
  ownOccasion?: true;
  /** A place to spend the day (grandma's house): it gives way to any other entry the words name ("Christmas at grandma's"). */
  placeOnly?: true;
  /** A far place the theme names is where someone else is (a friend who moved to Australia, a pen pal in Spain), never where the hero goes. */
  farIsTheirs?: true;
  /** Its lines say the theme's place themselves (`{summit}`: "Snowdon", "the big hill"): never moved there a second time (`placed-entry.ts`). */
  placeInLines?: true;
  /**
   * A feeling about something (being brave, the worry): when the parent's words name the something too ("being brave at
   * the dentist", "worried about going to the doctors"), that is the story, even where it is named only as a place.
   */
  aboutSomething?: true;
  /** A variant's own setback, choice and subplot, where the entry's would contradict it (a tooth already out goes "wiggle"). */
  ownSetback?: Wording;
  ownChoice?: Wording;
  /** Told in a variant's lines (`entryVariedBy`): the entry's own little walk (`little-walks.ts`) names another day's things. */
  asVariant?: true;
  /**
   * A variant's day is another child's part in it (a friend picked on, the one who sits next to someone new, planes watched,
   * not flown): the entry's own older lines (`older-lines.ts`), which tell its default day, give way to its kind's.
   */
  anotherDay?: true;
  /** A variant's own word from the grown-up before the turn, where the entry's would not fit (no "thank your guests" at a first birthday). */
  ownHint?: string;
  ownSubplot?: ThemeSubplot;
  /**
   * The word the entry's own lines say (a first word: "Dog"), and its lines for the word a theme names instead ("the first
   * time saying mama"), with {word} for it (`plots/word-said.ts`).
   */
  wordSaid?: { own: string; lines: Pick<Variant, 'turn' | 'details' | 'win' | 'end'> };
  /**
   * A variant's own low point after the setback, where the entry's would not be true of it (a helper never ruined the
   * dinner; a falling-out over a tower has no scooter).
   */
  ownDoubt?: Wording;
  /** The notes' sentences this entry, as the parent's words tell it, puts on its pages (set by `entryAsSaid`, never in the data). */
  toldNotes?: readonly string[];
  /** Of those, the ones its first page says already (set by `entryAsSaid`): never pasted on it as a fact as well. */
  openedNotes?: readonly string[];
  /** Told in a hush (a graded exam: a quiet room, an examiner): no comic beat, even in a funny book. */
  hushed?: true;
  /** Animals do not go (the library, a recital, the aquarium): a pet of the cast stays at home when a person can go along. */
  petsStayHome?: true;
  /** A journey or an outing a child makes with the family (a holiday abroad, a stadium): a child given no one goes with Mum or Dad at any age, never a friend from down the road. */
  withFamily?: true;
  /** The hero goes without a grown-up (the first walk to school alone): nobody goes along, the family's grown-up stays at the door. */
  onOwn?: true;
  /** The hero is a guest at someone else's party: the celebration plot, whose party is one the hero gives, never tells it. */
  partyGoer?: true;
  /** The hero is dropped off and picked up (a sleepover, a friend's party): the family's grown-ups say goodbye at the door and do not stay. */
  dropOff?: 'at home time' | 'in the morning';
  /**
   * The youngest reader the entry is true for (cooking the family's dinner, a first phone): a younger one hears `younger`,
   * the age-true day (helping a grown-up cook, a call to grandma on a grown-up's phone), never a toddler with a knife.
   */
  fromAge?: AgeGroup;
  /** The entry as a reader under `fromAge` hears it, in its own lines. */
  younger?: Omit<Variant, 'said' | 'saidUnderSix' | 'fromAge'>;
  /**
   * The oldest reader the entry is the hero's own day for (teething, peekaboo, first steps): an older one hears it as a
   * baby brother's or sister's day that the hero helps with (`helpers-day.ts`), never a nine-year-old in a bib.
   */
  toAge?: AgeGroup;
}

/** A catalogue entry as the parent's words tell it: the words that say so, the place if it changes, and the lines that do. */
export interface Variant extends Partial<Pick<CatalogueTheme, 'title' | 'name' | 'lesson' | 'opening' | 'worry' | 'tries' | 'turn' | 'details' | 'senses' | 'win' | 'end' | 'visitorHome' | 'palMet' | 'ownSetback' | 'ownChoice' | 'ownHint' | 'ownSubplot' | 'ownDoubt' | 'onOwn' | 'owner' | 'ownerAway' | 'anotherDay' | 'aboutSibling' | 'grownUpUpstairs' | 'outcomes'>> {
  said: RegExp;
  /**
   * Words that choose the variant only for a listener under six, whose lines it is in: "the first snow" is a little
   * one's wonder at it, and an older reader's first snow of winter the entry's own snow day.
   */
  saidUnderSix?: RegExp;
  setting?: Setting;
  /** Told without the child the entry brings (`palMet`): a sleepover at grandma's is hers to host, with no friend from school. */
  noPalMet?: true;
  /** The hero is the host (a cousin sleeps over at ours): nobody drops the hero off (`CatalogueTheme.dropOff` dropped). */
  hostedAtHome?: true;
  /** The youngest reader the variant is true for (the first walk to school alone): a younger one's words tell the entry's own day. */
  fromAge?: AgeGroup;
}

const AGES: readonly AgeGroup[] = ['0-2', '3-5', '6-8', '9-12'];

/** Whether a reader of `age` is under `floor` (an unknown age is under none). */
export function isUnder(age: AgeGroup | undefined, floor: AgeGroup | undefined): boolean {
  return age !== undefined && floor !== undefined && AGES.indexOf(age) < AGES.indexOf(floor);
}

/** Whether a reader of `age` is over `ceiling` (an unknown age is over none). */
export function isOver(age: AgeGroup | undefined, ceiling: AgeGroup | undefined): boolean {
  return age !== undefined && ceiling !== undefined && AGES.indexOf(age) > AGES.indexOf(ceiling);
}

/** How a contest ends, in the words of one outcome. */
export interface Ending {
  win: Wording;
  detail: Wording;
  end: Wording;
}
