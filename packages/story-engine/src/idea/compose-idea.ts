import { DAY_PLOT_ID, VISIT_PLOT_ID } from '../plots/frame-ids';
import { placeOnlyNote } from './place-only-note';
import { entryText, restNote } from '../understand/read-rest';
import { paradeUntoldNote } from '../world/catalogue/festival-customs';
import { qualifierOverNote } from '../understand/qualified-reading';
import { frameOfKind } from '../plots/frames';
import type { AgeGroup, Character, Setting, StoryIdea, StoryInputs, StoryLength, Tone } from '@studio/contracts/stories';
import type { PlotShape } from '../plots/plot-shape';
import { capitalize, listNames, titleCase } from '../core/text';
import { hostOf, nameWithKind } from '../plots/cast-lines';
import { buildContext, lessonIsPlaced, type LessonRoom } from '../story/build-context';
import { heroDeedSentence } from '../story/hero-deed';
import { hasAWinner, isAChange } from '../understand/lesson-concepts';
import type { StoryContext } from '../story/story-context';
import { readTheme } from '../understand/read-theme';
import { dayKit } from '../plots/day-kits';
import { themeImagined, themeLeftOut } from '../story/compose-page';
import { factsKept, readNotes } from '../understand/read-notes';
import { noteHeroOf } from '../cast/note-hero';
import { untoldPeopleSentences } from './notes-people-told';
import { heroIndexOf } from '../cast/cast-member';
import { labelOf, type CatalogueTheme } from '../world/catalogue';

export interface IdeaChoices {
  plot: PlotShape;
  setting: Setting;
  lesson: string;
  tone: Tone;
  characters: Character[];
  seed: number;
  /** The one a wish made the hero when they are not the first child (`StoryIdea.hero`). */
  hero?: string;
}

/**
 * Titles and summarises an idea from its choices; the summary ends with any extra wish the parent made,
 * and any plain word of what the built-in writer could not do (`notes`: a theme it could not tell or keep).
 */
export function composeIdea(inputs: StoryInputs, choices: IdeaChoices, wish?: string, notes: readonly string[] = []): StoryIdea {
  const draft: StoryIdea = {
    title: '',
    summary: '',
    characters: choices.characters,
    setting: choices.setting,
    lesson: choices.lesson,
    plot: choices.plot.id,
    tone: choices.tone,
    seed: choices.seed,
    ...(choices.hero ? { hero: choices.hero } : {}),
  };
  const ctx = buildContext(draft, inputs, choices.plot);
  const extra = extraSentence(ctx, wish);
  const deed = heroDeedSentence(draft, inputs);
  return {
    ...draft,
    title: titleCase(ctx.rng.fork('title').pick(choices.plot.titles(ctx))),
    summary: [...broughtFriendMet(choices.plot.summary(ctx), ctx), ...(extra ? [extra] : []), ...asFewSentences([...themeNote(inputs.theme, choices.plot.id, inputs.age_group, inputs.story_length), ...keptThemeNote(ctx, choices.plot), ...lessonNote(choices.lesson, { sad: choices.plot.tender, game: hasAWinner(inputs.theme, choices.plot.id), change: isAChange(inputs.theme) }), ...notesNote(inputs, choices.characters, choices.plot), ...(deed ? [deed] : []), ...notes], MOST_SENTENCES - choices.plot.summary(ctx).length - (extra ? 1 : 0))].join(' '),
  };
}

/**
 * A friend the engine brought for a hero the parent gave alone is met in the idea as the hero's friend ("With her friend
 * Ben close by"): a bare "With Ben close by" names someone the parent never mentioned as if they should know them.
 */
function broughtFriendMet(sentences: readonly string[], ctx: StoryContext): string[] {
  if (!ctx.pal.brought) return [...sentences];
  const name = new RegExp(`(^|[^\\p{L}])${ctx.pal.name}(?![\\p{L}'’])`, 'u');
  const at = sentences.findIndex((sentence) => name.test(sentence));
  if (at < 0) return [...sentences];
  return sentences.map((sentence, index) => (index !== at ? sentence : sentence.replace(name, (_whole, before: string) => `${before}${before === '' ? capitalize(ctx.hero.his) : ctx.hero.his} friend ${ctx.pal.name}`)));
}

/** An idea reads as a few sentences: the set-up, the problem, who comes along, and what the built-in writer could not do. */
const MOST_SENTENCES = 4;

/**
 * What the built-in writer could not do, in at most `room` sentences (and never none of it): past that, the rest join
 * the last as clauses ("…; and it could not act out "…" in this story, so it is left out; an AI writer can take any lesson.").
 */
function asFewSentences(notes: readonly string[], room: number): string[] {
  const kept = Math.max(1, room);
  if (notes.length <= kept) return [...notes];
  const joined = notes.slice(kept - 1).map((note, index, all) => {
    const clause = index === 0 ? note : note.replace(/^The built-in writer /, 'it ');
    return index < all.length - 1 ? clause.replace(/; an AI writer can[^;]*\.$|\.$/, '') : clause;
  });
  return [...notes.slice(0, kept - 1), joined.join('; and ')];
}

/** One more sentence for the rest of the cast, a requested prop and any wish the engine wove in. */
function extraSentence(ctx: StoryContext, wish: string | undefined): string | undefined {
  // The one whose house it is (a sleepover at grandma's) is there already: she welcomes the hero, she does not come along.
  const host = hostOf(ctx);
  const along = ctx.others.filter((member) => member !== host);
  const clauses = [
    host && host !== ctx.pal ? `${host.name} welcomes ${ctx.hero.name} at the door` : undefined,
    along.length > 0 ? `${listNames(along.map(nameWithKind))} ${along.length > 1 ? 'come' : 'comes'} along too` : undefined,
    ctx.prop ? `${ctx.hero.name} brings ${ctx.prop}` : undefined,
    // A pet added or given stays at home from nursery or the dentist: the idea says so, so it is not a wish left undone.
    ctx.stayedHome.length > 0 ? `${listNames(ctx.stayedHome.map(nameWithKind))} ${ctx.stayedHome.length > 1 ? 'stay' : 'stays'} at home` : undefined,
  ].filter((clause): clause is string => clause !== undefined);
  // A wish the rules could not carry out is said to be so, never claimed as done.
  const declined = wish ? `The built-in writer could not do all of "${wish.trim().replace(/["“”]/g, "'")}"; an AI writer can take any wish.` : undefined;
  return [clauses.length > 0 ? `${capitalize(listNames(clauses))}.` : undefined, declined].filter(Boolean).join(' ') || undefined;
}

/**
 * Says plainly when the built-in writer could not make the parent's theme the story (it is then not put in any
 * sentence), and that a day it tells without knowing it (`plots/the-day.ts`) is told in a general way.
 */
function themeNote(theme: string | undefined, plot: string, age: AgeGroup, length: StoryLength): string[] {
  const reading = readTheme(theme);
  const quoted = (theme ?? '').trim().replace(/["“”]/g, "'");
  // A day of a kind the engine knows is told in that kind's steps with its own thing, and no more is known of it; a day
  // out told plainly (`VISIT_PLOT_ID`) in the visit's steps, as the listener's band hears it.
  const told = plot === DAY_PLOT_ID || plot === VISIT_PLOT_ID;
  const kit = reading.kind === 'day' && told ? dayKit({ ...reading.day, age }, plot === VISIT_PLOT_ID) : undefined;
  if (reading.kind === 'day' && told && kit) return [`The built-in writer tells "${quoted}" ${kit.particular ? '' : 'in a general way, '}in ${kit.steps}; it knows nothing more of this one, and an AI writer can add its own details.`];
  if (reading.kind === 'day' && told) return [`The built-in writer tells "${quoted}" as that day in a general way, with no details of its own; an AI writer can add them.`];
  // A theme one of the general frames reads (a day, a contest, a habit, a person's doing, the family's news) that the book's plot is not.
  const frame = frameOfKind(reading.kind);
  if (frame && plot !== frame.id) return [untoldNote(quoted, length)];
  const placeOnly = reading.kind === 'told' && reading.setIn ? placeOnlyNote(quoted, reading.setIn) : undefined;
  if (placeOnly) return [placeOnly];
  const paradeUntold = reading.kind === 'catalogue' ? paradeUntoldNote(reading.entry, quoted) ?? qualifierOverNote(quoted, reading.entry) : undefined;
  if (paradeUntold) return [paradeUntold];
  const restUntold = reading.kind !== 'unplaced' && reading.kind !== 'none' ? restNote(quoted, reading.kind === 'catalogue' ? entryText(reading.entry) : '') : undefined;
  if (restUntold) return [restUntold];
  if (reading.kind !== 'unplaced') return [];
  return [`The built-in writer could not make "${reading.text.replace(/["“”]/g, "'")}" the story itself, so this is a story of its own; an AI writer can take any theme.`];
}

/**
 * Says plainly what a theme the story does not tell became: the hero's make-believe beside a story of its own
 * ("rainbows"), or nothing at all ("goodnight moon and stars", whose words are never pasted).
 */
function keptThemeNote(ctx: StoryContext, plot: PlotShape): string[] {
  const told = ctx.theme !== undefined && plot.tellsTheme?.test(ctx.theme) === true;
  const quoted = (ctx.themeText ?? '').trim().replace(/["“”]/g, "'");
  if (themeImagined(ctx, told)) return [`The built-in writer could not make "${quoted}" the story itself, so it is what ${ctx.hero.name} loves to imagine, beside a story of its own; an AI writer can take any theme.`];
  if (themeLeftOut(ctx, told)) return [`The built-in writer could not make "${quoted}" the story itself, so this is a story of its own; an AI writer can take any theme.`];
  return [];
}

/** Says plainly which sentences of the parent's notes the built-in writer could not put in the story (they are never pasted). */
function notesNote(inputs: StoryInputs, characters: readonly Character[], plot: PlotShape): string[] {
  const hero = characters[heroIndexOf(characters)];
  const noteHero = hero ? noteHeroOf(characters) : undefined;
  const read = noteHero ? readNotes(inputs.notes, noteHero) : undefined;
  // Facts beyond what the first page has room for are not told either.
  const told = new Set(plot.toldNotes ?? []);
  // The facts past the first page's room, counted as the page counts them (`build-context.ts`: a fact the entry's opening says is not pasted).
  const opened = new Set(plot.openedNotes ?? []);
  const unplaced = read ? [...read.unplaced, ...untoldPeopleSentences(read.people, characters, noteHero?.name ?? '', inputs.age_group), ...read.facts.filter((fact) => !opened.has(fact.sentence)).slice(factsKept(inputs.age_group)).map((fact) => fact.sentence)].filter((sentence) => !told.has(sentence)) : [];
  if (unplaced.length === 0) return [];
  const quoted = unplaced.map((sentence) => `"${sentence.replace(/["“”]/g, "'").replace(/[.!]+$/, '')}"`).join(' or ');
  return [`The built-in writer could not fit ${quoted} from the notes into this story; an AI writer can.`];
}

/** Says plainly when the built-in writer could not act the parent's own lesson out (it is then not told at all, never tagged on). */
function lessonNote(lesson: string, room: LessonRoom): string[] {
  if (lesson.trim() === '' || lessonIsPlaced(lesson, room)) return [];
  return [`The built-in writer could not act out "${lesson.trim().replace(/["“”]/g, "'").replace(/[.!]+$/, '')}" in this story, so it is left out; an AI writer can take any lesson.`];
}

/** A theme the catalogue knows whose own story is too long for this book: said, never silently dropped. */
export function untoldThemeNote(untold: CatalogueTheme, length?: StoryLength): string {
  return untoldNote(labelOf(untold), length);
}

/** A theme whose own story did not fit the book, said by what was too much: its length, or for a long book its words. */
function untoldNote(label: string, length: StoryLength | undefined): string {
  // A long book did not fit the reader's band for its words, not its length: never "a book this short" of 24 pages.
  if (length === 'long') return `The built-in writer could not tell "${label}" in words for this age, so this is a story of its own; an AI writer can.`;
  return `The built-in writer could not tell "${label}" in a book this short for this age, so this is a story of its own; a longer book or an AI writer can.`;
}

/** A theme told as it is for a child this young (`toldBelowItsFloor`): said plainly, never passed off as what was asked. */
export function youngerThemeNote(told: CatalogueTheme): string {
  return `For a child this young, the built-in writer tells "${labelOf(told)}" as it is at this age, with a grown-up there.`;
}

/** A wish that made the story another catalogue theme's: the parent's own theme is said to be left out. */
export function replacedThemeNote(theme: string, now: CatalogueTheme): string {
  return `The built-in writer tells one theme at a time: this is now a story about "${labelOf(now)}", and "${theme.trim().replace(/["“”]/g, "'")}" is left out; an AI writer can tell both.`;
}
