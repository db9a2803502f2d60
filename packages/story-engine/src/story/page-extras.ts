import { tellsOwnJokes } from '../plots/comic-beats';
import { capitalize, possessive } from '../core/text';
import { Deck } from '../core/deck';
import type { Rng } from '../core/random';
import type { Action, Mood } from '@studio/contracts/stories';
import { callName } from '../plots/cast-lines';
import type { PlotShape, Refrain } from '../plots/plot-shape';
import type { AgeStyle } from './age-style';
import { forUnderSixes, type StoryContext } from './story-context';
import { forOlderReaders, needsMovement, needsQuiet, offScene } from '../world/tones';
import { LOW_MOODS } from './page-feeling';
import { moodWordAnswers } from './light-word-cues';

/** What an added line must fit: whether the pal is in the page's picture, the page's mood and what they do. */
export interface ExtraSlot {
  palThere: boolean;
  mood: Mood;
  action?: Action;
  /** The page's own lines have a gag already (a joke, crumbs on a nose): a page carries one gag at most. */
  gagAlready?: boolean;
}

/** How many tone cards a still page looks through for one that does not need anyone on the move. */
const MAX_TONE_DRAWS = 4;

/** Pages where someone is on the move, where "Onward!" or "the wind rushed past" belong. */
const MOVING_ACTIONS: ReadonlySet<Action> = new Set(['walking', 'running', 'jumping', 'flying', 'swimming', 'searching', 'pointing']);

/**
 * Lines the age style adds around a page's own sentences: setting detail, thoughts, tone, refrain.
 * Where the pal is not on the page no line brings them in; on a page that is worried, sad or scared
 * no line laughs, cheers or feels happy.
 */
export interface PageExtras {
  detail(slot: ExtraSlot): string | undefined;
  thought(slot: ExtraSlot): string | undefined;
  /** A tone line, or nothing when the one dealt is longer than the style allows or the page is low. */
  flourish(slot: ExtraSlot): string | undefined;
  /** Whether this is the first tone line the book says: it is what makes the story funny, daring or cozy at all. */
  isFirstToneLine(line: string): boolean;
  refrain: Refrain;
  /** A friend's word that matches the page's mood and is said at one of its lines (`ownLines`). */
  echo(mood: Mood, ownLines: readonly string[]): string | undefined;
}

type Line = (ctx: StoryContext, plot: PlotShape) => string;

/** The tones whose lines are gags: a page of theirs that is funny already gets no second one. */
const GAG_TONES: ReadonlySet<string> = new Set(['funny', 'silly']);

/** A page's own line that is a gag or laughs at one: a riddle, a silly face, crumbs down a front. */
const OWN_GAG = /"Knock, knock,"|\bcross [^?"]+\?"|\b(?:jokes?|laugh(?:ed|ing|s)?|giggl\w*|snort\w*|silliest|raspberry|crumbs all down)\b/i;

/** Whether a page's own lines already carry a gag. */
export const hasOwnGag = (lines: readonly string[]): boolean => lines.some((line) => OWN_GAG.test(line));

/** A line that laughs, cheers or feels happy; tone lines are all in a story's bright voice. */
const CHEERFUL = /\b(?:happily|laugh\w*|giggl\w*|chuckl\w*|grinn\w*|hooray|yay)\b|!/i;

const giggledHappily: Line = (ctx) => `${capitalize(ctx.feeling())}, and ${ctx.hero.name} ${ctx.hero.kit.sound} happily.`;

const couldHear: Line = (ctx) => `${ctx.hero.name} could hear ${ctx.sound()} somewhere nearby.`;
const somewhereClose: Line = (ctx) => `Somewhere close to ${ctx.hero.name}, you could hear ${ctx.sound()}.`;

const DETAILS: readonly Line[] = [
  (ctx) => `${ctx.hero.name} noticed that ${ctx.sight()}.`,
  (ctx) => `Near ${ctx.spot()}, ${ctx.sight()}, and ${ctx.hero.name} stopped to look.`,
  couldHear,
  giggledHappily,
  (ctx) => `${capitalize(ctx.pal.name)} showed ${ctx.hero.name} how ${ctx.sight()}.`,
  (ctx) => `All around ${ctx.hero.name}, ${ctx.sight()}.`,
  somewhereClose,
];

/** The detail lines that tell of a sound (see `PlotShape.gathersSounds`). */
const SOUNDS: readonly Line[] = [couldHear, somewhereClose];

const THOUGHTS: readonly Line[] = [
  (ctx, plot) => `${ctx.hero.name} wondered what it would really take to ${plot.hope(ctx)}.`,
  (ctx, plot) => `Deep down, ${ctx.hero.name} believed ${ctx.hero.he} could ${plot.hope(ctx)}, even if it took all ${{ bedtime: 'night', evening: 'evening', day: 'day' }[plot.timeline]}.`,
  (ctx, plot) => `${ctx.hero.name} tried to imagine the moment when ${plot.win(ctx)}.`,
  (ctx) => `${capitalize(ctx.pal.name)} glanced at ${ctx.hero.name}, and without a word they both knew what to do next.`,
  (ctx) => `${ctx.hero.name} whispered a plan to ${ctx.pal.name}, who nodded seriously.`,
  (ctx) => `For a moment ${ctx.hero.name} felt unsure, but then ${ctx.hero.he} remembered how far ${ctx.hero.he} had already come.`,
  (ctx) => `${possessive(ctx.hero.name)} mind buzzed with ideas, one after another, like bees around a flower.`,
];

/**
 * What the friend says, to the hero by name, so the echo is theirs and not every book's; `at` is its first word, which
 * has to be said at a line of the page (`moodWordAnswers`): "Hooray for Nia!" where she found it, "Look, Nia, look!"
 * where there is something to see, never "Wow, Theo!" at a bus sign.
 */
interface Echo {
  at: string;
  say: (friend: string, hero: string) => string;
}
const echo = (at: string, say: Echo['say']): Echo => ({ at, say });
const CHEERS: readonly Echo[] = [echo('Hooray', (friend, hero) => `"Hooray for ${hero}!" cheered ${friend}.`), echo('Yay', (friend, hero) => `"Yay, ${hero}!" said ${friend}.`), echo('Ta-da', (friend, hero) => `"You did it, ${hero}!" said ${friend}.`)];
const SIGHS: readonly Echo[] = [echo('Oh no', (friend, hero) => `"Oh no, ${hero}!" said ${friend}.`), echo('Oh no', (friend, hero) => `"Uh-oh, ${hero}!" said ${friend}.`), echo('Oh dear', (friend, hero) => `"Oh dear, ${hero}," said ${friend}.`), echo('Oh no', (friend, hero) => `"Never mind, ${hero}," said ${friend}.`)];
const WONDER: readonly Echo[] = [echo('Look', (friend, hero) => `"Look, ${hero}, look!" said ${friend}.`), echo('Ooh', (friend, hero) => `"Ooh, ${hero}!" said ${friend}.`), echo('Wow', (friend, hero) => `"Wow, ${hero}!" said ${friend}.`), echo('See', (friend, hero) => `"See that, ${hero}?" said ${friend}.`)];
const HUSH: readonly Echo[] = [echo('Shh', (friend, hero) => `"Shh, ${hero}," whispered ${friend}.`)];

/** A friend's short cheer or sigh, in the page's mood; the youngest love hearing it come round again. */
const ECHOES: Record<Mood, readonly Echo[]> = {
  happy: CHEERS, excited: CHEERS, proud: CHEERS,
  worried: SIGHS, sad: SIGHS, scared: SIGHS,
  curious: WONDER, surprised: WONDER,
  calm: HUSH, sleepy: HUSH,
};

/** The moods of a page where a line of stillness belongs ("A soft hush settled around Grace."). */
const QUIET_MOODS: ReadonlySet<Mood> = new Set(['calm', 'sleepy']);

export function pageExtras(ctx: StoryContext, plot: PlotShape, style: AgeStyle): PageExtras {
  const rng = ctx.rng.fork('extras');
  const thoughts = new Deck(THOUGHTS, rng.fork('thoughts'));
  const youngest = forUnderSixes(ctx);
  const toneLines = [...ctx.tone.flourishes, ...((youngest ? ctx.tone.youngest : ctx.tone.older) ?? [])];
  // Nine to twelve: no cheers and gags for little ones ("Onward!", "Oops!"), and no one giggling happily at the scenery.
  const oldest = ctx.age === '9-12';
  // At one event a gag is about who is there, not a creature or a leaf from nowhere.
  const inScene = plot.atItsEvent === true ? toneLines.filter((line) => !offScene(line)) : toneLines;
  const flourishes = new Deck(oldest ? forOlderReaders(inScene) : inScene, rng.fork('flourishes'));
  const details = new Deck(DETAILS.filter((line) => !(oldest && line === giggledHappily) && !(plot.gathersSounds && SOUNDS.includes(line))), rng.fork('details'));
  const mentionsPal = (line: string) => line.includes(ctx.pal.name);
  // A story at one event (the dentist's, a train) has its own details: the setting's buses, bathtub and park grass are somewhere else.
  const scenery = [...ctx.set.sights, ...ctx.set.nightSights, ...ctx.set.sounds, ...ctx.set.feelings, ...ctx.set.landmarks];
  const outOfPlace = (line: string) => plot.atItsEvent === true && scenery.some((words) => line.toLowerCase().includes(words.toLowerCase()));
  /**
   * The next line dealt, or none when it would bring in a pal whom the page's picture leaves out, or
   * cheer on a low page (one card a page either way, so the decks last).
   */
  const dealt = (draw: () => string) => ({ palThere, mood }: ExtraSlot): string | undefined => {
    const line = draw();
    if ((!palThere && mentionsPal(line)) || outOfPlace(line)) return undefined;
    return LOW_MOODS.has(mood) && CHEERFUL.test(line) ? undefined : line;
  };
  // A tone line is said once a book: the deck comes round again in a long story, the reader remembers.
  const toneSaid = new Set<string>();
  // A book with jokes of its own day has one stock gag, not one a page (`tellsOwnJokes`).
  const ownJokes = tellsOwnJokes(ctx, plot);
  let firstToneLine: string | undefined;
  // A card that needs someone on the move is passed over on a still page for the next one, so a daring
  // story is still daring where everyone sits at a party.
  // Until the book has its first tone line, one too long for the style's plainest pages is passed over too ("Oops!"
  // giggled Mia fits where a sneeze that makes a hedgehog somersault does not): otherwise a funny book in a plain style
  // could draw only long cards and have no gag at all. After that, a long card leaves its page without one.
  const toneLine = (slot: ExtraSlot): string | undefined => {
    const moving = slot.action !== undefined && MOVING_ACTIONS.has(slot.action);
    const quiet = QUIET_MOODS.has(slot.mood);
    const wrongPage = (candidate: Parameters<typeof needsMovement>[0]) => (needsMovement(candidate) && !moving) || (needsQuiet(candidate) && !quiet);
    const fits = (text: string) => text.split(' ').length <= style.maxFlourishWords;
    // A card's line is written once (writing it may draw a creature from the story's stream).
    let card = flourishes.draw();
    let text: string | undefined;
    const textOf = () => (text ??= card(ctx));
    for (let tries = 1; tries < MAX_TONE_DRAWS && (wrongPage(card) || (toneSaid.size === 0 && !fits(textOf()))); tries += 1) {
      card = flourishes.draw();
      text = undefined;
    }
    if (wrongPage(card) || !fits(textOf())) return undefined;
    const line = dealt(textOf)(slot);
    if (!line || toneSaid.has(line)) return undefined;
    toneSaid.add(line);
    return line;
  };
  return {
    detail: dealt(() => details.draw()(ctx, plot)),
    thought: dealt(() => thoughts.draw()(ctx, plot)),
    // A tone line is the story's bright voice: a low page has none.
    flourish: (slot) => {
      if (ownJokes && toneSaid.size > 0) return undefined;
      return LOW_MOODS.has(slot.mood) || (slot.gagAlready === true && GAG_TONES.has(ctx.tone.id)) ? undefined : toneLine(slot);
    },
    isFirstToneLine: (line) => {
      firstToneLine ??= line;
      return firstToneLine === line;
    },
    refrain: rng.pick(plot.refrains(ctx)),
    echo: quietIn(ctx, plot, echoes(ctx, rng.fork('echoes'))),
  };
}

/**
 * In a sad book (`PlotShape.tender`) the friend has no echo: no "Hooray for Kai!" or "Uh-oh, Kai!" by an old dog's bed.
 * Nor has an animal or a creature in a book of a real day (a catalogue theme's): a mouse does not call out at the dentist's.
 */
function quietIn(ctx: StoryContext, plot: PlotShape, echo: PageExtras['echo']): PageExtras['echo'] {
  return plot.tender || (ctx.ownDay === true && ctx.pal.kit.person === undefined) ? () => undefined : echo;
}

/** An echo is said once a book: a second "Oh no, Mia!" or "Ooh, Mia!" reads as a friend with nothing else to say. */
const ECHOES_A_BOOK = 1;

/** The friend's echo for a mood, said at a line of the page, or nothing once the book has had its one. */
function echoes(ctx: StoryContext, rng: Rng): PageExtras['echo'] {
  let said = 0;
  return (mood, ownLines) => {
    // Drawn all the same, so the rest of the book is written as before.
    const drawn = rng.shuffle(ECHOES[mood]).find((candidate) => ownLines.some((line) => moodWordAnswers(candidate.at, line)));
    if (said >= ECHOES_A_BOOK || !drawn) return undefined;
    said += 1;
    return drawn.say(ctx.pal.name, callName(ctx.hero));
  };
}
