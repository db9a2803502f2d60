import { frameById, frameOfKind } from '../plots/frames';
import type { Setting, StoryIdea, StoryInputs } from '@studio/contracts/stories';
import { isSpeciesId, speciesEntry } from '@studio/species';
import { heroIndexOf, isGrownUp } from '../cast/cast-member';
import { companionIsKnown } from '../cast/already-known';
import { createRng } from '../core/random';
import { lessonsOf, PLOTS, plotMentionedIn, QUIET_FOR, QUIET_WHEN_UNTOLD } from '../plots';
import { themeWeight } from '../understand/read-weight';
import { choosePlot } from '../plots/choose-plot';
import { MAKING_A_FRIEND } from '../plots/making-a-friend';
import { plotFitsTheme } from '../plots/occasions';
import type { PlotShape } from '../plots/plot-shape';
import { lessonById, lessonNamedIn } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { composeIdea, untoldThemeNote, youngerThemeNote } from './compose-idea';
import { fitsItsBand } from './fits-its-band';
import { namingTheEarlierBook } from './earlier-book';
import { withPeopleNamed } from './people-named';
import { withFamilyAlong } from './family-along';
import { isOwnBirthday, needsAThingPlot, readTheme } from '../understand/read-theme';
import { twistDeclined } from '../understand/point-kept';
import { CELEBRATION } from '../plots/celebration';
import { HELPING_SOMEONE } from '../plots/helping-someone';
import { helpsAtADoing } from '../understand/read-helping';
import { hashString } from '@studio/seeded-random';
import { entryAsSaid, themePlot, toldBelowItsFloor } from '../plots/theme-story';
import { contestOuting, contestPlot } from '../plots/the-contest';
import { withOutingAtTheSetting } from '../understand/outing-at-the-setting';

/**
 * A story idea from the parent's inputs: the plot their theme, notes or lesson suggests, or a seeded
 * pick among `plots` (all of them; a test passes a list with one more or one fewer).
 * A next adventure's idea names the book it follows.
 */
export function writeIdea(asWritten: StoryInputs, seed: number, plots: readonly PlotShape[] = PLOTS): StoryIdea {
  const inputs = withOutingAtTheSetting(asWritten);
  // Grandma in "Mention grandma" or "Grandpa's visit" is one of the cast, not a word the story drops.
  // A child alone at a family occasion goes with the family, not a robin from the garden.
  const cast = { ...inputs, characters: withFamilyAlong(withPeopleNamed(inputs.characters, inputs.theme, inputs.notes), inputs.theme, inputs.setting, inputs.age_group) };
  return namingTheEarlierBook(ideaFrom(cast, seed, plots), inputs);
}

function ideaFrom(inputs: StoryInputs, seed: number, plots: readonly PlotShape[]): StoryIdea {
  const reading = readTheme(inputs.theme);
  // A theme the catalogue knows chooses the story: it is told as that day, that festival, that feeling; so does a day
  // to do something or go somewhere that the catalogue does not know (`plots/the-day.ts`).
  // A contest of the catalogue's events (the swimming gala, the football final) is told to a reader of nine to twelve in
  // its true order, with a result that is not always winning (`plots/the-contest.ts`); a younger one hears the event's own day.
  const contest = reading.kind === 'contest' || (reading.kind === 'catalogue' && reading.entry.kind === 'event' && inputs.age_group === '9-12') ? contestPlot(inputs.theme, inputs.age_group) : undefined;
  const own = contest ?? (reading.kind === 'catalogue' ? themePlot(entryAsSaid(reading.entry, inputs.theme, inputs.notes, inputs.age_group)) : frameOfKind(reading.kind)?.plot(inputs.theme, inputs.age_group));
  const belowFloor = reading.kind === 'catalogue' ? reading.entry : reading.kind === 'contest' ? contestOuting(inputs.theme, inputs.age_group) : undefined;
  const younger = belowFloor && (reading.kind === 'contest' ? belowFloor.asVariant === true : toldBelowItsFloor(belowFloor, `${inputs.theme ?? ''}. ${inputs.notes ?? ''}`, inputs.age_group)) ? [youngerThemeNote(belowFloor)] : [];
  // A frame's plainer telling (a day out in the visit's own steps) before a stock plot, when its own story is over the band.
  const plainer = () => (contest || reading.kind === 'catalogue' ? undefined : frameById(frameOfKind(reading.kind)?.plainer ?? '')?.plot(inputs.theme, inputs.age_group));
  const plain = () => {
    const plot = plainer();
    return plot ? ownStoryIdea(inputs, seed, plot, younger) : undefined;
  };
  return (own ? ownStoryIdea(inputs, seed, own, younger) : undefined) ?? plain() ?? writablePlotIdea(inputs, seed, plots);
}

/** Plots and seeds tried for a story of its own before the first is told as it is. */
const PLOT_TRIES = 8;

/**
 * The idea `plotIdea` gives, or, when its pages do not fit the reader's band (a theme's own story fell back to "helping
 * someone", whose lines are over a 0-2 book's band), the first of other seeds and other plots that does: a plot that did
 * not fit is not tried again. Like `ownStoryIdea`, never an idea the writer cannot write.
 */
function writablePlotIdea(inputs: StoryInputs, seed: number, plots: readonly PlotShape[]): StoryIdea {
  const first = plotIdea(inputs, seed, plots);
  if (fitsItsBand(first, inputs)) return first;
  let left = plots.filter((plot) => plot.id !== first.plot);
  for (let attempt = 1; attempt < PLOT_TRIES && left.length > 0; attempt += 1) {
    const idea = tryPlotIdea(inputs, hashString(`another plot ${attempt}`, seed), left);
    if (!idea) break;
    if (fitsItsBand(idea, inputs)) return idea;
    left = left.filter((plot) => plot.id !== idea.plot);
  }
  return first;
}

/** `plotIdea` among fewer plots, or nothing when none of them fits the theme any more. */
function tryPlotIdea(inputs: StoryInputs, seed: number, plots: readonly PlotShape[]): StoryIdea | undefined {
  try {
    return plotIdea(inputs, seed, plots);
  } catch {
    return undefined;
  }
}

/**
 * The idea told by one of `plots`: the one the parent's words mention, or a seeded pick among those that
 * fit the theme. Also what a catalogue theme falls back to when its own story cannot fit the book.
 */
export function plotIdea(inputs: StoryInputs, seed: number, plots: readonly PlotShape[] = PLOTS): StoryIdea {
  const rng = createRng(seed).fork('idea');
  const reading = readTheme(inputs.theme);
  const hints = [inputs.theme, inputs.notes, inputs.lesson].filter(Boolean).join(' ');
  // A theme of kindness is a story that acts kindness out: a plot that can, with this cast.
  const asked = lessonNamedIn(inputs.theme);
  // The celebration's party is a friend's: it never tells the child's own birthday as someone else's.
  // A theme whose twist is declined ("the party got cancelled") is never told by the plot whose own story it names.
  // Helping grandma at her own doing is never a stranger's lost creature helped home (`asHelped`).
  const fits = plots.filter((candidate) => plotFitsTheme(candidate, inputs.theme) && !(candidate.id === CELEBRATION.id && isOwnBirthday(inputs.theme)) && !(twistDeclined(inputs.theme) && candidate.tellsTheme?.test(inputs.theme ?? '')) && !(candidate.id === HELPING_SOMEONE.id && helpsAtADoing(inputs.theme)));
  // In a next adventure the cast are friends already, and a sister, a friend or the family's dog is never met as a
  // shy stranger: "making a friend" is told only when nothing else fits.
  const fitting = (inputs.follows || companionIsKnown(inputs.characters)) && fits.some((candidate) => candidate.id !== MAKING_A_FRIEND.id) ? fits.filter((candidate) => candidate.id !== MAKING_A_FRIEND.id) : fits;
  // A theme that names a thing ("a lost kite", or "dinosaurs" whose own story did not fit) is told by a plot about that thing.
  const carrying = needsAThingPlot(inputs.theme) ? fitting.filter((candidate) => candidate.carriesTheThing) : fitting;
  const carried = carrying.length > 0 ? carrying : fitting;
  // A theme no entry fits (or none) is told to a reader of nine to twelve by a plot of their age, not a little one's
  // dark hollow or shy goat; a theme that asks for a fear or a friend still names its plot below (`mentioned`).
  const ofTheirAge = reading.kind !== 'catalogue' && inputs.age_group === '9-12' ? carried.filter((candidate) => !candidate.littleOnes) : carried;
  const ofTheirAgeOrAll = ofTheirAge.length > 0 ? ofTheirAge : carried;
  // A loss, an illness, an unkindness or a worry no entry tells is never the backdrop of a party or a treasure quest.
  const weight = themeWeight(inputs.theme);
  // A theme nothing can tell is never pasted into a party or a quest either: a quiet story of its own, said so in the idea.
  const quietPlots = weight ? QUIET_FOR[weight] : reading.kind === 'unplaced' ? QUIET_WHEN_UNTOLD : [];
  const quiet = ofTheirAgeOrAll.filter((candidate) => quietPlots.some((plot) => plot.id === candidate.id));
  const candidates = quiet.length > 0 ? quiet : ofTheirAgeOrAll;
  const teaching = candidates.filter((candidate) => asked && lessonsOf(candidate, inputs.characters).includes(asked.id));
  // A plot that tells the theme as its own story (a treasure hunt is the quest's) is the one, before any named by a word.
  const mentioned = candidates.find((candidate) => candidate.tellsTheme?.test(inputs.theme ?? '')) ?? plotMentionedIn(hints);
  // Chosen by id from one draw of the seed's stream, so adding a plot moves only the seeds it wins.
  const plot = (mentioned && candidates.includes(mentioned) ? mentioned : undefined) ?? choosePlot(rng.int(2 ** 32), notTheEarlierPlot(teaching.length > 0 ? teaching : candidates, inputs.follows?.plot));
  const themeLesson = asked && lessonsOf(plot, inputs.characters).includes(asked.id) ? asked.statement : undefined;
  return composeIdea(inputs, {
    plot,
    // A parent may pick any place for any plot; left to us, the place the theme names comes first, and never one the cast's animals cannot be in.
    setting: inputs.setting ?? placeForTheCast(settingNamedIn(inputs.theme) ?? rng.pick(placesLeftToUs(plot, inputs.characters, inputs.age_group)), plot.settings, inputs.characters),
    lesson: inputs.lesson?.trim() || themeLesson || lessonById(rng.pick(lessonsOf(plot, inputs.characters))).statement,
    tone: inputs.tone,
    characters: inputs.characters,
    seed,
  }, undefined, reading.kind === 'catalogue' && !reading.entry.thing ? [untoldThemeNote(reading.entry, inputs.story_length)] : []);
}

/** A next adventure left to the writer is another story than the book it follows, where another plot fits. */
function notTheEarlierPlot(plots: readonly PlotShape[], earlier: string | undefined): readonly PlotShape[] {
  const others = plots.filter((plot) => plot.id !== earlier);
  return others.length > 0 ? others : plots;
}

/** Places a child of today lives in or spends a day in. */
const EVERYDAY_PLACES: readonly Setting[] = ['home', 'city', 'farm', 'beach', 'forest', 'mountains'];

/**
 * The plot's places we may pick when neither the parent nor the theme chose one. A child of today does not live
 * in a coral cave, on a spaceship, in a castle or in the polar snow: those are the parent's to pick (or the
 * theme's, or a dragon's, unicorn's or robot's in the cast, or an animal hero's) and never a surprise.
 */
export function placesLeftToUs(plot: Pick<PlotShape, 'settings'>, characters: StoryInputs['characters'], age?: StoryInputs['age_group']): readonly Setting[] {
  const hero = characters[heroIndexOf(characters)];
  const madeUp = hero?.kind !== 'child' || isGrownUp(hero) || characters.some((member) => member.kind === 'creature');
  if (madeUp) return plot.settings;
  // Cliffs and echo caves are no toddler's day out: the youngest stay nearer home.
  const near = age === '0-2' || age === '3-5' ? EVERYDAY_PLACES.filter((place) => place !== 'mountains') : EVERYDAY_PLACES;
  const everyday = plot.settings.filter((place) => near.includes(place));
  return everyday.length > 0 ? everyday : near;
}

/**
 * The place, or else the first of the plot's places, where every animal of the cast can be: a cat or a bunny does not
 * spend the day under the sea (the species table says where each kind lives and how it moves).
 */
function placeForTheCast(place: Setting, places: readonly Setting[], characters: StoryInputs['characters']): Setting {
  const animals = characters.flatMap((member) => (member.species && isSpeciesId(member.species) ? [speciesEntry(member.species)] : []));
  const fits = (setting: Setting) => setting !== 'under the sea' || animals.every((entry) => entry.moves === 'swims' || entry.lives.includes(setting));
  return fits(place) ? place : places.find(fits) ?? 'beach';
}

/**
 * Wordings tried for a catalogue story before another plot tells the theme: the first that fits the reader's band is told.
 * A long book for a little listener can measure a hair over its band in four wordings running ("planting sunflowers with
 * grandpa" at 2.02-2.08 of 2) and in the next one fit; another plot would carry the theme as a thing to lose in the dark.
 */
const CATALOGUE_TRIES = 8;

/**
 * The theme's own story, in the first of a few wordings (each a seed of its own) that fits the reader's
 * band; nothing when none does, which for the youngest and the shortest books is rare.
 */
/** The place the theme names ("camping in the back garden"), where the theme's own story may be told there. */
function placeNamedFor(plot: PlotShape, theme: string | undefined): Setting | undefined {
  const named = settingNamedIn(theme);
  return named && plot.settings.includes(named) ? named : undefined;
}

function ownStoryIdea(inputs: StoryInputs, seed: number, plot: PlotShape, notes: readonly string[] = []): StoryIdea | undefined {
  for (let attempt = 0; attempt < CATALOGUE_TRIES; attempt += 1) {
    const told = composeIdea(inputs, {
      plot,
      setting: inputs.setting ?? placeNamedFor(plot, inputs.theme) ?? plot.settings[0]!,
      lesson: inputs.lesson?.trim() || lessonById(plot.lessons[0]!).statement,
      tone: inputs.tone,
      characters: inputs.characters,
      seed: attempt === 0 ? seed : hashString(`retold ${attempt}`, seed),
    }, undefined, notes);
    if (fitsItsBand(told, inputs)) return told;
  }
  return undefined;
}
