import { ALWAYS_CAPITAL, standsAlone } from '../understand/read-words';
import { hashString } from '@studio/seeded-random';
import { countSyllables, splitWords } from '../core/readability';
import { capitalize } from '../core/text';
import { forUnderSixes, page, settingUp } from '../story/story-context';
import type { PageWriter, StoryContext } from '../story/story-context';
import type { CatalogueTheme, ThemeKind, Wording } from '../world/catalogue';
import { catalogueThemeById, choiceOf, setbackOf } from '../world/catalogue';
import { firstPage, fondName, friendDetails, helper, introduceFriends, landTheLesson, lessonClause, palPhrase } from './cast-lines';
import { lessonAtTheTurn } from './lesson-at-the-turn';
import type { PlotShape } from './plot-shape';

/**
 * A catalogue theme told as the story: its want or worry on the first pages, the hero's tries, the turn
 * the hero earns, and the theme's true details spread over the pages, so the theme is what the story is
 * about rather than a word in a slot.
 */

const PREFIX = 'theme:';

/** The grown-up of the cast by name, or one who is not named. */
function grownUp(ctx: StoryContext): string {
  return ctx.cast.find((member) => member.kit.person === 'grown-up')?.name ?? 'a grown-up';
}

/**
 * The story's wording of a catalogue line. The pick is forked from the seed by the line itself, not drawn
 * from the running stream, so a line said twice (the opening in the idea and on page 1) reads the same.
 */
function wordingOf(ctx: StoryContext, wording: Wording): string {
  if (typeof wording === 'string') return wording;
  // Listeners of up to five, whose band is tight, hear one of the plainest wordings.
  const plain = forUnderSixes(ctx) ? plainest(wording) : wording;
  return ctx.rng.fork(`wording:${wording[0]}`).pick(plain);
}

const syllablesOf = (line: string) => splitWords(line).reduce((sum, word) => sum + countSyllables(word), 0);

/** The wordings within a few syllables of the shortest. */
function plainest(wordings: readonly string[]): readonly string[] {
  const fewest = Math.min(...wordings.map(syllablesOf));
  return wordings.filter((line) => syllablesOf(line) <= fewest + 3);
}

/** A catalogue line with the cast put in, capitalised as a sentence. */
export function fill(ctx: StoryContext, wording: Wording): string {
  return filled(ctx, wording, forUnderSixes(ctx));
}

/** The line as the parent reads it in the idea: whole, not cut into a little listener's short sentences. */
function forTheParent(ctx: StoryContext, wording: Wording): string {
  return filled(ctx, wording, false);
}

/** Pets a parent may name in a theme. */
const PET_KINDS = /\b(puppy|kitten|dog|cat|hamster|rabbit|bunny|tortoise|guinea pig|parrot|budgie)\b/i;

/** The animal the parent's theme names, so "our cat went missing" is a story about the cat, not "the pet". */
const petOf = (ctx: StoryContext) => PET_KINDS.exec(ctx.themeText ?? '')?.[1]?.toLowerCase() ?? 'pet';

/** Grandparents a parent may name, in a theme or as one of the cast. */
const GRANDPARENT = /\b(?:grand(?:ma|pa|mother|father|dad|mum)|gran|granny|grandad|nana|nanna|nani|nan|nonna|nonno|abuela|abuelo|oma|opa|babcia|dziadek|yiayia|papou|lola|lolo|teta|jiddo)\b/i;

/** The grandparent a visit is from: the one in the cast, else the one the theme names ("visit from grandpa"), else Grandma. */
function granOf(ctx: StoryContext): string {
  const inCast = ctx.cast.find((member) => GRANDPARENT.test(member.name));
  if (inCast) return inCast.name;
  return /\b(?:grandpa|grandad|granddad|grandfather)\b/i.test(ctx.themeText ?? '') ? 'Grandpa' : 'Grandma';
}

/** A catalogue line with the cast put in, as the catalogue wrote it (its first word in its own case). */
function withTheCast(ctx: StoryContext, wording: Wording): string {
  const h = ctx.hero;
  return wordingOf(ctx, wording)
    .replaceAll('{hero}', h.name)
    .replaceAll('{he}', h.he)
    .replaceAll('{him}', h.him)
    .replaceAll('{his}', h.his)
    .replaceAll('{was}', h.was)
    .replaceAll('{has}', h.has)
    .replaceAll('{pal}', ctx.pal.name)
    .replaceAll('{grownup}', grownUp(ctx))
    .replaceAll('{pet}', petOf(ctx))
    .replaceAll('{gran}', granOf(ctx));
}

function filled(ctx: StoryContext, wording: Wording, oneThingAtATime: boolean): string {
  const withCast = withTheCast(ctx, wording);
  // Listeners of up to five hear one thing at a time: "..., and her tummy felt fluttery" is its own sentence,
  // and "a special job: to walk" becomes "It was to walk", not a sentence with no verb.
  // Only where what follows is a sentence of its own: "There was cake for everyone, and a balloon to take home" stays whole.
  const told = oneThingAtATime ? withCast.replace(/, (and|but|so) (?=(?:he|she|they|it|we|the|a|an|his|her|their|its|everyone|nobody|\p{Lu}))([^,.;:!?]*)/gu, (whole, joint: string, rest: string) => (!standsAlone(rest) ? whole : joint === 'and' ? `. ${rest}` : `. ${capitalize(joint)} ${rest}`)).replace(/: to (?=\p{L})/gu, '. It was to ').replace(/: (?=\p{L})/gu, '. ') : withCast;
  return capitalize(told).replace(/([.!?]\s+)(\p{Ll})/gu, (_m, stop: string, letter: string) => stop + letter.toUpperCase());
}

/**
 * A catalogue line as a clause inside another sentence ("remembered how the petals were scattered, and everyone
 * clapped"): never capitalised, never cut into a little listener's short sentences.
 */
function clauseOf(ctx: StoryContext, wording: Wording): string {
  const line = withTheCast(ctx, wording).replace(/[.!]$/, '');
  // Inside a sentence only a name keeps its capital ("Eid was full of visits", the hero's name): "how someone was smiling", never "how Someone".
  const first = /^\p{L}+/u.exec(line)?.[0] ?? '';
  const isName = ALWAYS_CAPITAL.test(first) || wordingOf(ctx, wording).startsWith('{');
  return isName ? line : line.charAt(0).toLowerCase() + line.slice(1);
}

/**
 * What the hero still wants, in words that read in any sentence ("still wanted to …", "believed she could …"):
 * never the theme's win pasted into a slot ("get to the moment when the check-up was done").
 */
const HOPES: Record<ThemeKind, readonly ((ctx: StoryContext, entry: CatalogueTheme) => string)[]> = {
  moment: [() => 'see it through', () => 'be brave all the way to the end', () => 'get it done, one step at a time'],
  festival: [(_ctx, entry) => `make ${entry.name} a happy one`, () => 'make it the happiest day of the year'],
  feeling: [(ctx) => `feel like ${ctx.hero.self} again`, () => 'feel better inside', () => 'find a way through it'],
  interest: [(_ctx, entry) => `make the most of ${entry.name}`, () => 'see it through'],
};
// Chosen by the theme, so two books on different themes do not share the line.
const hopeOf = (ctx: StoryContext, entry: CatalogueTheme) => {
  const options = HOPES[entry.kind];
  return options[hashString(entry.id) % options.length]!(ctx, entry);
};

/** The worst of the tries, remembered afterwards: "the time he dug the seed up to check". */
function lowPointOf(ctx: StoryContext, entry: CatalogueTheme): string {
  const worst = clauseOf(ctx, entry.tries[1]);
  return worst.startsWith(`${ctx.hero.name} `) ? `the time ${ctx.hero.he} ${worst.slice(ctx.hero.name.length + 1)}` : `the time when ${worst}`;
}

type Lift = (ctx: StoryContext, name: string) => string;

/**
 * How a try leaves the hero, in the theme's own terms, chosen by what the try says: one that went wrong ("and
 * felt worse", "but the tooth stayed put") is never followed by "that helped".
 */
const LIFTS: Record<ThemeKind, Record<'helped' | 'not yet', readonly Lift[]>> = {
  moment: {
    helped: [(ctx, name) => `${ctx.hero.name} felt a little more ready for ${name}.`, () => 'That helped, a little.', (ctx) => `${ctx.hero.name} stood a little taller.`],
    'not yet': [(_ctx, name) => `But ${name} still felt big.`, (ctx) => `Still, ${ctx.hero.name}'s tummy did a little flip.`, (ctx) => `${ctx.hero.name} was not sure, not yet.`],
  },
  festival: {
    helped: [(_ctx, name) => `It was beginning to feel like ${name}.`, (ctx) => `${ctx.hero.name} smiled a small smile.`, (ctx) => `${ctx.hero.name} hummed a happy little tune.`],
    'not yet': [(_ctx, name) => `But ${name} was not going quite right yet.`, () => 'Something was still missing.', () => 'It was not quite right, not yet.'],
  },
  feeling: {
    helped: [(_ctx, name) => `It helped a little with ${name}.`, () => 'That helped, a little.', (ctx) => `${ctx.hero.name} breathed out, slow and long.`],
    'not yet': [() => 'It was not easy, not yet.', (_ctx, name) => `But ${name} was still hard.`, (ctx) => `${ctx.hero.name} did not feel better, not yet.`],
  },
  interest: {
    helped: [(ctx, name) => `${ctx.hero.name} loved ${name} even more now.`, (_ctx, name) => `There was so much to learn about ${name}.`, (ctx) => `${ctx.hero.name} wanted to know everything now.`],
    'not yet': [(_ctx, name) => `But ${name} could be tricky.`, () => 'That did not work out, not yet.', () => 'It was harder than it looked.'],
  },
};

/** Words that say a try did not work. */
const WENT_WRONG = /\b(?:but|no better|worse|did not|didn't|nothing|only|never|not|stayed put|fell|tore|burst|bent|accident|lost|hid|followed|shook|alone|flopped|spluttered|dripped)\b/i;

/** The lifts a story has said already: a reader hears "That helped, a little." twice in a book as a stock line. */
const liftsSaid = new WeakMap<StoryContext, Set<string>>();

/** How the try left the hero, in words this book has not said yet; once all are said, the hero does not give up. */
function liftAfter(ctx: StoryContext, entry: CatalogueTheme, tried: string): string {
  const said = liftsSaid.get(ctx) ?? new Set<string>();
  liftsSaid.set(ctx, said);
  const fresh = ctx.rng.shuffle(LIFTS[entry.kind][WENT_WRONG.test(tried) ? 'not yet' : 'helped'].map((lift) => lift(ctx, entry.name))).find((line) => !said.has(line));
  const line = fresh ?? `${ctx.hero.name} did not give up.`;
  said.add(line);
  return line;
}

/** The setting's landmark with the fewest syllables: "the red barn" rather than "the vegetable patch". */
function plainestLandmark(ctx: StoryContext): string {
  return [...ctx.set.landmarks].sort((a, b) => syllablesOf(a) - syllablesOf(b))[0] ?? ctx.goalPlace;
}

/**
 * Where the day starts, in the chosen setting, so a theme is told in the reader's place: said as where it all
 * began, never as a walk to a landmark that has nothing to do with the day ("He went to the bus stop.").
 */
function whereItBegins(ctx: StoryContext): string {
  // The youngest get the place in a few short words, so the story still fits their band.
  if (forUnderSixes(ctx)) return `${capitalize(ctx.hero.he)} ${ctx.hero.was} by ${plainestLandmark(ctx)}.`;
  return ctx.one(`It all began ${ctx.set.inPlace}, near ${ctx.goalPlace}.`, `The day began ${ctx.set.inPlace}, by ${ctx.goalPlace}.`);
}

function tryPage(entry: CatalogueTheme, index: 0 | 1 | 2): PageWriter {
  return (ctx) => settingUp(
    page(`${ctx.hero.name} tries again.`, [fill(ctx, entry.tries[index]), index === 2 ? ctx.one(`${capitalize(ctx.pal.name)} stayed close.`, `${ctx.hero.name} kept going.`) : liftAfter(ctx, entry, clauseOf(ctx, entry.tries[index]))], [], index === 1 ? 'looking' : 'standing', index === 1 ? 'worried' : 'curious'),
    () => `${ctx.hero.name} thought of everything ${ctx.hero.he} had tried.`,
  );
}

/** The theme's own setback, told between the worst try and the last, in its own words only (a stock "not yet" line after it would be one more sentence every book shares). */
function setbackPage(setback: Wording): PageWriter {
  return (ctx) => page('Something goes wrong.', [fill(ctx, setback)], [], 'standing', 'worried');
}

/** A small choice the hero makes, the last step before the turn. */
function choicePage(choice: Wording): PageWriter {
  return (ctx) => page(`${ctx.hero.name} chooses.`, [fill(ctx, choice)], [], 'standing', 'curious');
}

/**
 * The theme's own middle: its tries, its setback after the worst of them and the hero's small choice last, so a longer book takes a shared page only when the theme has nothing left.
 */
function triesOf(entry: CatalogueTheme): PageWriter[] {
  return [tryPage(entry, 0), tryPage(entry, 1), setbackPage(setbackOf(entry)), tryPage(entry, 2), choicePage(choiceOf(entry))];
}

/**
 * What the hero says when it is over. Only a day of fun is asked for again: nobody wants a storm, a lost
 * pet or a sad feeling "all again".
 */
function afterword(ctx: StoryContext, entry: CatalogueTheme): string {
  const h = ctx.hero.name;
  if (entry.kind === 'feeling' || entry.kind === 'moment') return ctx.one(`"That was a big day," said ${h}.`, `"I feel much better now," said ${h}.`, `"I'm glad you were there," ${h} said.`);
  return ctx.one(`"The best part was the end," said ${h}.`, `"Again!" said ${h}.`, `"Can we do it all again?" asked ${h}.`);
}

/** The friend met, the hero's worry, who else is there, then looks and facts. */
function worriedAmongFriends(ctx: StoryContext, worry: string): string[] {
  const [met, ...rest] = introduceFriends(ctx);
  return [...(met ? [met] : []), worry, ...rest];
}

/** The plot for one catalogue theme. */
export function themePlot(entry: CatalogueTheme): PlotShape {
  return {
    id: `${PREFIX}${entry.id}`,
    keywords: entry.words,
    lessons: [entry.lesson],
    settings: [entry.setting],
    friendsFromStart: true,
    timeline: 'day',
    // A catalogue story's last page echoes its first, on the day or the next one, so nobody goes to bed before it.
    endsInTheDay: true,
    tellsTheme: entry.words,
    atItsEvent: true,
    titles: (ctx) => [fill(ctx, entry.title)],
    summary: (ctx) => [forTheParent(ctx, entry.opening), `With ${palPhrase(ctx)} close by, ${ctx.hero.name} finds a way, and learns that ${lessonClause(ctx)}.`],
    hope: (ctx) => hopeOf(ctx, entry),
    win: (ctx) => clauseOf(ctx, entry.win),
    lowPoint: (ctx) => lowPointOf(ctx, entry),
    refrains: (ctx) => [{ ask: `You can do it, ${fondName(ctx.hero)}!`, answer: `You did it, ${fondName(ctx.hero)}!`, to: 'hero' }],
    tries: triesOf(entry),
    afterwards: [
      { write: (ctx) => page('They talk it over.', [ctx.one(`Afterwards, ${ctx.hero.name} and ${ctx.pal.name} talked about every bit of it.`, `${ctx.hero.name} and ${ctx.pal.name} could not stop talking about it.`), afterword(ctx, entry)], [], 'walking', 'happy', 'pair'), afterFirst: true },
      { write: (ctx) => page('A picture to keep.', [ctx.one(`${ctx.hero.name} drew a picture of the day, to keep.`, `Later, ${ctx.hero.name} drew the whole day in crayon.`), ctx.one(`In the picture, ${ctx.pal.name} was smiling too.`, `${capitalize(ctx.pal.name)} was in the picture, right in the middle.`)], [], 'sitting', 'proud', 'pair') },
      // With no going to bed before the last page, a long book needs one more page of the same day.
      { write: (ctx) => page('Saying thank you.', [ctx.one(`${ctx.hero.name} said thank you to ${ctx.pal.name} for staying close.`, `"Thank you for being there," ${ctx.hero.name} told ${ctx.pal.name}.`), ctx.one(`${capitalize(ctx.pal.name)} gave ${ctx.hero.him} a big hug.`, `"Any time," said ${ctx.pal.name}.`)], [], 'hugging', 'happy', 'pair') },
      { write: (ctx) => page('Telling everyone.', [ctx.one(`At home, ${ctx.hero.name} told everyone the best part, twice.`, `${ctx.hero.name} told the whole family all about it.`), ctx.one('Everyone listened.', 'Everyone laughed.', 'Nobody wanted the story to stop.')], [], 'sitting', 'happy', 'all') },
    ],
    beats: {
      beginning: [
        (ctx) => firstPage(ctx, fill(ctx, entry.opening), () => [fill(ctx, entry.opening), whereItBegins(ctx)], () => [], 'standing', 'excited'),
        // The worry is what the book is about: it comes before anyone's looks, which a short page cuts first.
        (ctx) => page(`${ctx.hero.name} worries.`, worriedAmongFriends(ctx, fill(ctx, entry.worry)), friendDetails(ctx), 'standing', 'worried', 'pair'),
      ],
      'rising problem': [
        (ctx) => page(`${capitalize(entry.name)} begins.`, [fill(ctx, entry.details[0])], [], 'looking', 'curious'),
        (ctx) => page(`${capitalize(entry.name)} goes on.`, [fill(ctx, entry.details[1])], [], 'looking', 'surprised'),
      ],
      'turning point': [
        (ctx) => page(`${ctx.hero.name} finds a way.`, [...lessonAtTheTurn(ctx, [entry.lesson], helper(ctx)), fill(ctx, entry.turn)], [], 'standing', 'proud'),
      ],
      resolution: [
        (ctx) => page(`It goes well.`, [fill(ctx, entry.details[2]), `${capitalize(fill(ctx, entry.win))}.`], [], 'celebrating', 'happy', 'all'),
        (ctx) => page(`Everyone is glad.`, [fill(ctx, entry.details[3]), ...(ctx.others.length > 0 ? [`${ctx.group} were all smiles.`] : [])], [], 'hugging', 'happy', 'all'),
      ],
      closing: [
        (ctx) => page(`${ctx.hero.name} remembers.`, [fill(ctx, entry.end), landTheLesson(ctx)], [], 'waving', 'proud', 'hero'),
      ],
    },
  };
}

/** The catalogue plot an idea's plot id names ("theme:dentist"), if it is one. */
export function themePlotById(id: string): PlotShape | undefined {
  if (!id.startsWith(PREFIX)) return undefined;
  const entry = catalogueThemeById(id.slice(PREFIX.length));
  return entry ? themePlot(entry) : undefined;
}
