import { namesInTheTheme } from '../understand/read-relation';
import { STAND_IN_SIBLINGS } from '../core/stand-in-sibling';
import { animalWording } from '../cast/animal-wording';
import { wheelchairWording } from '../cast/wheelchair-wording';
import { capitalize, pointedBack } from '../core/text';
import { hashString } from '../core/random';
import { lessonNamedIn, VALUE_THEME } from '../world/lessons';
import { settingNamedIn } from '../world/settings';
import { distinctiveIn } from './distinctive';
import { heartfeltIn } from './heartfelt-theme';
import { isAValue } from './theme-said';
import { sayableTheme } from './sayable-theme';
import type { AgeStyle } from './age-style';
import { splitCompounds } from './split-compounds';
import { feltMood, LOW_MOODS, saysItIsHard } from './page-feeling';
import { hasOwnGag, type PageExtras } from './page-extras';
import type { PlannedPage } from './plan-pages';
import type { SentenceRole } from './roled-text';
import { palIsThere, type StoryContext } from './story-context';
import { ALWAYS_CAPITAL, readPhrase } from '../understand/read-words';
import { readTheme } from '../understand/read-theme';
import { saysWhoElseIsThere } from '../plots/cast-lines';
import { saysANotedFact } from '../cast/kin-from-notes';

export interface PagePosition {
  index: number;
  total: number;
  /** The refrain or its answer, when this page carries it. */
  refrain?: string;
  /** Whether the plot's own pages carry the theme after the opening (a theme that is the plot's object). */
  themeInPlot?: boolean;
  /** Whether the plot's opening tells the theme itself ("Leo could not wait for Biscuit's birthday party!"). */
  themeTold?: boolean;
  /** Whether night has fallen on or before this page in a day story. */
  afterNightfall?: boolean;
}

/** A page's sentences, and the role of each: optional extras (setting detail, thoughts, tone, cheers), own lines, or kept. */
export interface ComposedPage {
  sentences: string[];
  roles: SentenceRole[];
}

/** The last line of a page that leaves what happened for the turn of the page: a question, a held breath. */
const AWAITS_ITS_ANSWER = /\?["”]?$|\bheld (?:his|her|their|its) breath\.$|\bhardly daring to look\.$/;

/** Turns a planned page into its sentences for one reading level (names are shortened later, across pages). */
export function composePage(ctx: StoryContext, planned: PlannedPage, position: PagePosition, style: AgeStyle, extras: PageExtras): ComposedPage {
  const { plan, beat } = planned;
  const isLastPage = position.index === position.total - 1;
  const hook = plan.hook ?? [];
  const fitting = withoutSpare(plan.core, plan.spare ?? [], style.maxCoreSentences);
  const lines = beat === 'turning point' && !planned.shared ? turnCut(fitting, style.maxCoreSentences) : [...fitting, ...openingExtras(ctx, position)];
  const ownLines = isLastPage ? withThemeRemembered(ctx, plan.core, position) : introductionCut(lines, (line) => hook.includes(line) || opensOnTheDay(ctx, line) || saysWhoElseIsThere(line) || fromTheNotes(ctx).includes(line) || saysANotedFact(line, ctx.notedPeople), style.maxCoreSentences);
  const isTooLong = ownLines.length > style.maxCoreSentences;
  // The closing lines (the theme remembered, the lesson) are kept even when a short style cuts the page.
  const kept = ownLines.length - plan.core.length + 1;
  const core = isTooLong && isLastPage ? [...ownLines.slice(0, style.maxCoreSentences - kept), ...ownLines.slice(-kept)] : ownLines.slice(0, style.maxCoreSentences);
  const more = plan.more.slice(0, style.moreCount);
  const nth = position.index + 1;
  const isDue = (every: number) => every > 0 && nth % every === 0;

  // The last page ends on the line that lands the lesson.
  const told = isLastPage ? [...core.slice(0, -1), ...more, ...core.slice(-1)] : [...core, ...more, ...(plan.after ?? [])];
  // A page of one line in a long book for three to five tells what the hero makes of it as its own second line, which
  // fitting the band drops only with the page's own lines: twenty-four pages of one short sentence each read as a list.
  const thin = told.length === 1 && !isLastPage && ctx.age === '3-5' && ctx.length === 'long' && style.moreCount <= 1;
  const own = thin ? [...told, ...(plan.aside ?? [])] : told;
  // What the hero makes of a one-line page is an extra, for readers who get richer sentences.
  const added: string[] = style.moreCount > 1 && !isLastPage ? [...(plan.aside ?? [])] : [];
  const toneLine: string[] = [];
  const afterTurn = beat !== 'beginning' && beat !== 'rising problem';
  // A page that ends holding its breath ("Would it work this time?") keeps the answer for the page turn: no cheer, gag
  // or refrain after it ("Yay, Ravi!" before the life jacket turned out too big).
  const awaitsItsAnswer = AWAITS_ITS_ANSWER.test(own.at(-1)?.trim() ?? '');
  const settled = style.quietAfterTurn === true && afterTurn;
  if (!isLastPage && !settled) {
    // Details and tone lines may tell of sunlight; once night has fallen in a day story they are left out.
    // The page's own words decide how it feels: no gag or cheer where a baby cries or a try went wrong.
    const slot = { palThere: palIsThere(plan.cast), mood: feltMood(plan.mood, own), action: plan.action, gagAlready: hasOwnGag(own) };
    const detail = isDue(style.detailEvery) && !position.afterNightfall && !(style.quietAfterTurn === 'scenery' && afterTurn) ? inTheWeather(ctx, extras.detail(slot)) : undefined;
    if (detail) added.push(detail);
    // A page gets a detail or a thought, not both: two lines of filler would crowd out the story.
    // Thoughts wonder how it will turn out: they belong to the pages where the problem still stands.
    const thought = style.thoughts && beat === 'rising problem' && !isDue(style.detailEvery) ? extras.thought(slot) : undefined;
    if (thought) added.push(thought);
    // The turn is the hero's own moment: no gag there.
    const atTheTurn = beat === 'turning point' && !planned.shared;
    const flourish = isDue(style.flourishEvery) && !position.afterNightfall && !atTheTurn && !awaitsItsAnswer ? inTheWeather(ctx, extras.flourish(slot)) : undefined;
    // The story's first tone line is what makes it funny, daring or cozy at all: it stays when fitting the band.
    if (flourish && extras.isFirstToneLine(flourish)) toneLine.push(flourish);
    else if (flourish) added.push(flourish);
    // The friend who cheers has to be on the page, and not be the one the page is about.
    // A sigh ("Oh no, Mia!") answers something that went wrong on the page, not a question or a plain hello.
    const sighsAtNothing = LOW_MOODS.has(slot.mood) && !saysItIsHard(own);
    // Nor a cheer where the friends are only being met ("Yay, Matteo!" she said, on the page that says who she is).
    const cheersAtNothing = beat === 'beginning';
    const echo = isDue(style.echoEvery) && slot.palThere && !plan.palsMoment && !sighsAtNothing && !cheersAtNothing && !awaitsItsAnswer ? extras.echo(slot.mood, own) : undefined;
    if (echo) added.push(echo);
  }
  // The refrain is the youngest readers' favourite part, so it counts as the page's own.
  const refrain = style.refrain && position.refrain && !awaitsItsAnswer ? [position.refrain] : [];
  const marker = plan.marker ? [capitalize(plan.marker)] : [];
  // The worry the notes gave is met at the turn, and the hero's act there stays beside it: the band drops other lines.
  const turnBesideTheWorry = beat === 'turning point' && ctx.noteWorry && core.includes(ctx.noteWorry.met) ? core.slice(-1) : [];
  const shapedOwn = shape(own, ctx, style);
  const shapedAdded = shape(added, ctx, style);
  const shapedTone = shape(toneLine, ctx, style);
  return withoutWhatIsSaidAgain({
    sentences: [...marker, ...shapedOwn, ...shapedTone, ...shapedAdded, ...refrain],
    // The theme remembered on the last page stays even when fitting the reading band drops other lines.
    roles: [
      // The clock is what makes the middle a build: it stays when fitting the band.
      ...marker.map((): SentenceRole => 'kept'),
      ...shapedOwn.map((sentence): SentenceRole => ((isLastPage && remembersTheme(ctx, sentence, position)) || (position.index === 0 && opensOnTheDay(ctx, sentence)) || [...hook, ...fromTheNotes(ctx), ...turnBesideTheWorry].some((line) => carries(sentence, line)) || saysWhoElseIsThere(sentence) || saysANotedFact(sentence, ctx.notedPeople) ? 'kept' : 'own')),
      ...shapedTone.map((): SentenceRole => 'kept'),
      ...shapedAdded.map((): SentenceRole => 'extra'),
      ...refrain.map((): SentenceRole => 'own'),
    ],
  });
}

/**
 * A sentence another sentence of the page begins with and goes on from ("Greta loved bugs." beside "Greta loved
 * bugs, and had a magnifying glass ready.") is the same thing said twice: the longer one is kept.
 */
function withoutWhatIsSaidAgain(page: ComposedPage): ComposedPage {
  const said = page.sentences.map((sentence) => sentence.replace(/[.!]$/, ''));
  const again = (index: number) => /[.!]$/.test(page.sentences[index] ?? '') && said.some((other, at) => at !== index && other.length > (said[index]?.length ?? 0) && /^(?:, | and )/.test(other.slice(said[index]!.length)) && other.startsWith(said[index]!));
  if (!page.sentences.some((_, index) => again(index))) return page;
  const keep = page.sentences.map((_, index) => !again(index));
  return { ...page, sentences: page.sentences.filter((_, index) => keep[index]), roles: page.roles.filter((_, index) => keep[index]) };
}

/** What the parent's notes put on the pages (a fact, the worry said and met): asked for, so neither a short page nor the band drops it. */
const fromTheNotes = (ctx: StoryContext): string[] => [...ctx.noteFacts, ...(ctx.noteWorry ? [ctx.noteWorry.said, ctx.noteWorry.met] : [])];

const SUNLIT = /\bsun(?:light|ny|beams?|shine|lit)?\b|golden light/i;

/** An extra line, unless it tells of sunshine on a day of rain. */
const inTheWeather = (ctx: StoryContext, line: string | undefined) => (line && ctx.occasion?.sunless && SUNLIT.test(line) ? undefined : line);

/**
 * A half that a split may stand alone: one naming something of this story, in more than a name and a verb. "Mia
 * laughed." split off a comic beat was, names masked, a sentence in one book in ten (round 12's census).
 */
const standsApartIn = (ctx: StoryContext) => {
  const distinctive = distinctiveIn(ctx);
  return (half: string) => half.split(' ').length > 2 && distinctive(half);
};

function shape(lines: readonly string[], ctx: StoryContext, style: AgeStyle): string[] {
  const standsApart = standsApartIn(ctx);
  const sentences = lines.map((line) => capitalize(reworded(line, ctx))).flatMap((sentence) => (style.splitCompounds ? splitCompounds(sentence, standsApart) : [sentence]));
  // The pet searched for is on no page as one of the cast, but its name keeps its capital ("…, and Waffles was home").
  return style.joinSentences ? joinPairs(sentences, [...[...ctx.cast, ...(ctx.missingPet ? [ctx.missingPet] : []), ...(ctx.sibling ? [ctx.sibling] : [])].map((member) => member.name), ...namesInTheTheme(ctx.themeText), ...STAND_IN_SIBLINGS]) : sentences;
}

/** A line in the words its setting allows (see `SettingKit.rewordings`) and its cast's bodies (see `wheelchairWording`, `animalWording`). */
function reworded(line: string, ctx: StoryContext): string {
  const inSetting = (ctx.set.rewordings ?? []).reduce((text, [pattern, instead]) => text.replace(pattern, (word) => (/^[A-Z]/.test(word) ? capitalize(instead) : instead)), line);
  return animalWording(wheelchairWording(inSetting, ctx.cast), ctx.cast);
}

/**
 * The parent's theme on the first page and a requested prop on the second. A theme that is a thing is
 * the plot's own object already, an event is met with the hero (see `introduceHero`), a place is the
 * story's place and a value is its lesson: none of them gets a line. Any other theme is the hero's
 * make-believe (`isImagined`), and a value the engine has no lesson for ("family") is what the hero
 * cares about (`heartfeltIn`).
 */
function openingExtras(ctx: StoryContext, position: PagePosition): string[] {
  const { index, themeInPlot, themeTold } = position;
  if (index === 0 && ctx.theme && !themeInPlot && !themeTold && !ctx.occasion && !themeIsThePlace(ctx) && !themeIsTheLesson(ctx)) {
    if (isImagined(ctx, position)) return [imaginedOpening(ctx, ctx.theme)];
    const heartfelt = heartfeltIn(ctx.theme);
    return heartfelt ? [heartfelt.opening(ctx)] : [];
  }
  if (index === 1 && ctx.prop) return [`${ctx.hero.name} brought along ${ctx.prop}, just in case.`];
  return [];
}

/** Sentences opening like this would read oddly after ", and". */
const NO_JOIN_START = /^(?:And|But|Or|So|Yes|No)\b/;
const MAX_JOINED_WORDS = 30;

/** "Mia found a map. It showed a shell." → "Mia found a map, and it showed a shell." — every other pair. */
function joinPairs(sentences: string[], names: readonly string[]): string[] {
  // A name keeps its capital whatever follows it ("Fatima, Siobhan and Nonno had a feast"), as do festivals ("Diwali").
  const keepsCapital = (sentence: string) => /^I\b/.test(sentence) || names.some((name) => new RegExp(`^${escapeRegExp(name)}(?![\\p{L}])`, 'u').test(sentence)) || startsWithProperNoun(sentence);
  const joined: string[] = [];
  let joinNext = true;
  for (let i = 0; i < sentences.length; i += 1) {
    const current = sentences[i] as string;
    const next = sentences[i + 1];
    const canJoin = next !== undefined && isPlainStatement(current) && isPlainStatement(next) && !NO_JOIN_START.test(next);
    if (joinNext && canJoin && wordCount(current) + wordCount(next) <= MAX_JOINED_WORDS) {
      const tail = keepsCapital(next) ? next : next.charAt(0).toLowerCase() + next.slice(1);
      joined.push(`${current.slice(0, -1)}, and ${tail}`);
      i += 1;
      joinNext = false;
    } else {
      joined.push(current);
      joinNext = true;
    }
  }
  return joined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWithProperNoun = (sentence: string) => {
  const first = /^\p{L}+/u.exec(sentence)?.[0];
  return first !== undefined && (ALWAYS_CAPITAL.test(first) || /^(?:Grandma|Grandpa|Mum|Dad|Mr|Mrs|Ms|Dr)$/.test(first));
};

const isPlainStatement = (sentence: string) => sentence.endsWith('.') && !/["“”:;]/.test(sentence) && !/, and /.test(sentence);
const wordCount = (sentence: string) => sentence.split(/\s+/).length;

/** The theme names the value the story acts out ("kindness" as the lesson): the turn shows it, no line announces it. */
const themeIsTheLesson = (ctx: StoryContext) => !ctx.customLesson && lessonNamedIn(ctx.theme)?.id === ctx.lesson.id;

/** The theme is the story's own place and nothing more ("the snowy mountains", not "pirates and a lost island"): the place says it. */
const themeIsThePlace = (ctx: StoryContext) => ctx.theme !== undefined && settingNamedIn(ctx.theme) === ctx.set.id && !/\b(?:and|or|with)\b/i.test(ctx.theme);

/**
 * A theme the story neither carries as its thing, event, place or plot nor can stand for ("a magic
 * garden" in a forest, "pirates and a lost island"): the hero's favourite make-believe, opened with on the
 * first page and set beside the real adventure on the last. A day "all about a magic garden" that never
 * went there, ending "would never forget that magic garden", read as the form it was filled in from.
 */
const isImagined = (ctx: StoryContext, { themeInPlot, themeTold }: PagePosition) => !themeInPlot && themeImagined(ctx, themeTold === true);

/**
 * Whether the theme is the hero's make-believe: a few words that name something to dream of ("rainbows", "a magic
 * garden") that the story does not tell as its event, place, value or plot. A thing to hold ("blankie") is never
 * dreamed of, nor words that are not a noun phrase ("goodnight moon and stars"): they are left out, and the idea says so
 * (`idea/compose-idea.ts`).
 */
export function themeImagined(ctx: StoryContext, themeTold: boolean): boolean {
  return sayableTheme(ctx.theme) && !ctx.occasion && !themeTold && !themeIsThePlace(ctx) && !VALUE_THEME.test(ctx.theme) && !heartfeltIn(ctx.theme) && isDreamOf(ctx.theme);
}

/** A theme the story keeps only as a word it does not tell: neither its event, place, value, plot nor the hero's make-believe. */
export function themeLeftOut(ctx: StoryContext, themeTold: boolean): boolean {
  if (ctx.theme === undefined || ctx.themeIsTreasure || ctx.occasion || themeTold || themeIsThePlace(ctx) || heartfeltIn(ctx.theme)) return false;
  // A value or a dream is said only in words that stand in a sentence (`sayableTheme`); any other wording is left out.
  return !(sayableTheme(ctx.theme) && (VALUE_THEME.test(ctx.theme) || isDreamOf(ctx.theme)));
}

/**
 * Words the story can dream of: a noun phrase ("rainbows", "the first snow of winter" where snow cannot fall) that the
 * reading placed as told, never a thing to hold ("blankie", carried by the plot or not at all) nor a clause or a greeting.
 */
const isDreamOf = (theme: string) => readTheme(theme).kind === 'told' && (readPhrase(theme).shape === 'noun phrase' || !/\s/.test(theme.trim()));

/** The theme names a place ("in the garden", "the beach") that is not the story's own. */
const elsewhere = (ctx: StoryContext) => {
  const named = settingNamedIn(ctx.theme);
  return named !== undefined ? named !== ctx.set.id : PLACE_PHRASE.test(ctx.theme ?? '');
};
const PLACE_PHRASE = /\b(?:in|at|on|by|under|near|to|into|around) (?:the|a|an|my|our|his|her|their)\b/i;

const GREETING = /\b(?:good ?night|good ?bye|hello)\b/i;

/** The last page's line that remembers a theme the plot does not carry itself. */
function themeMemory(ctx: StoryContext, position: PagePosition): string | undefined {
  if (ctx.occasion) return ctx.occasion.memory(ctx);
  if (!ctx.theme) return undefined;
  if (isImagined(ctx, position)) return imaginedMemory(ctx, ctx.theme);
  // Words the story does not tell are not remembered either ("would never forget that goodnight moon and stars").
  if (!position.themeInPlot && themeLeftOut(ctx, position.themeTold === true)) return undefined;
  // A plot that tells the theme as its own night or day has told it: a doing or a greeting is no thing to remember
  // ("would never forget that saying goodnight to the moon").
  if (position.themeTold && (readPhrase(ctx.theme).shape === 'verb phrase' || GREETING.test(ctx.theme))) return undefined;
  const heartfelt = heartfeltIn(ctx.theme);
  if (heartfelt) return heartfelt.memory(ctx);
  // Only a thing the story truly told is remembered by name: not a clause ("never forget that who took the class
  // trophy"), nor a place the story never went ("that treasure hunt in the garden" after a mountain quest).
  if (!sayableTheme(ctx.theme) || elsewhere(ctx)) return undefined;
  // "would never forget that friendship" is not how anyone says it.
  // A theme that only holds a value's word ("a treasure hunt with friends") is no lesson the day taught.
  if (VALUE_THEME.test(ctx.theme)) return isAValue(ctx.theme) ? `${ctx.hero.name} would never forget what that day taught ${ctx.hero.him} about ${ctx.theme}.` : undefined;
  return `${ctx.hero.name} would never forget ${pointedBack(ctx.theme)}.`;
}

// Picked by the hero and the theme, not the story's random stream: the last page asks for its memory twice.
const byStory = (ctx: StoryContext, theme: string, options: readonly string[]) => options[hashString(`${ctx.hero.name}|${theme}`) % options.length]!;

const imaginedOpening = (ctx: StoryContext, theme: string) => byStory(ctx, theme, [
  `More than anything, ${ctx.hero.name} loved to imagine ${theme}.`,
  `${ctx.hero.name} dreamed of ${theme} nearly every day.`,
  `${ctx.hero.name} could draw ${theme} with ${ctx.hero.his} eyes shut.`,
]);

const imaginedMemory = (ctx: StoryContext, theme: string) => byStory(ctx, theme, [
  `${ctx.hero.name} would go on imagining ${theme}, but this day had been real.`,
  `Next time, ${ctx.hero.name} decided, there would be ${theme} in it too.`,
  `${ctx.hero.name} still dreamed of ${theme}, and now there was a real adventure too.`,
]);

/** Whether a sentence carries the line, joined to another or split: past its first letter and up to its first stop, it reads the same. */
const carries = (sentence: string, line: string | undefined) => line !== undefined && sentence.includes(line.slice(1).split(/[,.!]/)[0]!);

const remembersTheme = (ctx: StoryContext, sentence: string, position: PagePosition) => carries(sentence, themeMemory(ctx, position));

/** Whether a first-page sentence is the event's opening ("Tomorrow was the talent show."): it stays when the band is fitted. */
const opensOnTheDay = (ctx: StoryContext, sentence: string) => carries(sentence, ctx.occasion?.opening(ctx)[0]);

/**
 * A first page longer than the style allows loses lines of the hero's introduction (after the first,
 * which meets the hero) rather than the plot's opening or the day's event: "Leo lived in a cozy house" can
 * go, "Leo could not wait for Biscuit's birthday party!" and "Today was the school trip!" cannot.
 */
function introductionCut(lines: string[], stays: (line: string) => boolean, max: number): string[] {
  const cut = [...lines];
  for (let index = cut.length - 1; cut.length > max && index > 0; index -= 1) {
    if (!stays(cut[index]!)) cut.splice(index, 1);
  }
  return cut;
}

/** The page's lines less its spare ones, last first, while there are more than the style allows (see `PagePlan.spare`). */
function withoutSpare(lines: readonly string[], spare: readonly string[], max: number): string[] {
  let kept = [...lines];
  for (const line of [...spare].reverse()) {
    if (kept.length <= max) break;
    kept = kept.filter((candidate) => candidate !== line);
  }
  return kept;
}

/**
 * The turn opens on the hero's move and ends on what it brings (the friend coming closer, the last step
 * to the teddy): a page too long for the style loses the lines between them.
 */
function turnCut(lines: readonly string[], max: number): string[] {
  return lines.length > max ? [...lines.slice(0, 1), ...lines.slice(1 - max)] : [...lines];
}

/** The last page remembers the theme just before the lesson lands. */
function withThemeRemembered(ctx: StoryContext, core: readonly string[], position: PagePosition): string[] {
  const memory = themeMemory(ctx, position);
  if (!memory || position.themeInPlot) return [...core];
  return [...core.slice(0, -1), memory, ...core.slice(-1)];
}
