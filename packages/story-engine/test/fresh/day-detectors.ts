import type { StoryIdea, StoryPage } from '@studio/contracts/stories';

/**
 * Detectors for a theme that names a day to do something or a place to go (issue 28, round 8 — the day it names),
 * judged from what the parent typed and the page text, never from the engine's choices: the day told only as a stock
 * plot, its words pasted where they do not parse, the idea silent on how it was told, a day near water, roads, heights,
 * fire or cooking with no grown-up on its pages, and a theme dreamed of without the idea saying so.
 */

export interface DayFinding {
  detector: 'day not told' | 'day words pasted' | 'day not said in the idea' | 'no grown-up at a risky day' | 'dream not said';
  detail: string;
}

interface Told {
  pages: readonly Pick<StoryPage, 'text'>[];
  idea: Pick<StoryIdea, 'summary' | 'plot'>;
}

const SMALL = new Set(['a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'to', 'at', 'in', 'on', 'of', 'out', 'up', 'with', 'for', 'day', 'trip', 'visit', 'walk', 'going', 'afternoon', 'morning', 'big', 'little', 'and', 'into', 'after', 'bit', 'about', 'scared', 'afraid', 'frightened', 'nervous', 'worried', 'anxious']);
/** Family words a parent spends a day with: a person on the pages, not a word of the day. */
const WITH_SOMEONE = /\s+with\s+(?:my\s+|our\s+)?(?:grandma|grandpa|granny|grandad|nana|nan|nonno|nonna|mum|mummy|mom|dad|daddy|papa|mama|auntie|aunt|uncle(?:\s+\p{L}+)?|\p{Lu}\p{Ll}+)\s*$/iu;

/** The words of the day a reader listens for: "going fishing with dad" → fish; "our allotment" → allotment. */
export function dayWords(theme: string): string[] {
  const words = theme.replace(WITH_SOMEONE, '').toLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 2 && !SMALL.has(word));
  // A verb changes its form ("making", "made"): the day is its nouns, or the verb's stem when it has none ("going fishing").
  const nouns = words.filter((word) => !word.endsWith('ing'));
  return (nouns.length > 0 ? nouns : words).map((word) => word.replace(/(?:ing|s)$/, '').slice(0, 5));
}

const textOf = (page: Pick<StoryPage, 'text'> | undefined) => page?.text.toLowerCase() ?? '';
const saysTheDay = (text: string, words: readonly string[]) => words.length > 0 && words.every((word) => text.includes(word));

/**
 * The day is told when its words open the book, come back on the middle pages (at least one page in eight) and one of
 * them — its thing or its place, said short, the whole phrase being said once — closes it: a stock plot with the theme on
 * no page, or named on the first page around something else, is not.
 */
export function dayNotTold(story: Told, theme: string): DayFinding[] {
  const words = dayWords(theme);
  const first = saysTheDay(textOf(story.pages[0]), words) || saysTheDay(textOf(story.pages[1]), words);
  const middle = story.pages.slice(2, -1).filter((page) => words.some((word) => textOf(page).includes(word))).length;
  const needed = Math.max(1, Math.floor(story.pages.length / 8));
  const ending = `${textOf(story.pages.at(-2))} ${textOf(story.pages.at(-1))}`;
  const last = words.some((word) => ending.includes(word));
  return first && last && middle >= needed ? [] : [{ detector: 'day not told', detail: `"${theme}": first ${first}, ${middle} middle pages, last ${last}` }];
}

/**
 * The day's words where they do not parse: an article or possessive before its -ing verb ("the going fishing"), its -ing
 * form after "to" ("wanted to going"), a family word of "with dad" in lowercase as a name, or a place carried like a thing
 * ("took the car wash everywhere").
 */
export function dayWordsPasted(story: Told, theme: string): DayFinding[] {
  const lower = theme.toLowerCase();
  const gerund = /^(\p{L}+ing)\b/u.exec(lower)?.[1];
  const place = /\b(?:the|our|my)\s+([\p{L} ]+?)$/u.exec(lower.replace(WITH_SOMEONE, ''))?.[1];
  const patterns = [
    // "that going slowly worked" is a clause: only an article or a possessive is a noun's.
    ...(gerund ? [new RegExp(`\\b(?:a|an|the|his|her|their|my|our)\\s+${gerund}\\b`, 'i'), new RegExp(`\\bto\\s+${gerund}\\b`, 'i')] : []),
    ...(place ? [new RegExp(`\\b(?:took|carried|held|hugged|dropped|lost|found|packed|brought)\\s+(?:the|a|an|his|her|their)\\s+${place}\\b`, 'i')] : []),
    /\bwith (?:dad|mum|grandma|grandpa|nana|uncle|auntie)\b(?![\p{L}'])/u,
  ];
  return story.pages.flatMap((page) => page.text.split(/(?<=[.!?])\s+/)).filter((sentence) => patterns.some((pattern) => pattern.test(sentence))).map((sentence) => ({ detector: 'day words pasted' as const, detail: `"${sentence}"` }));
}

/**
 * A day the built-in writer tells without knowing it (`the-day`, not a catalogue theme with details of its own) is said in
 * the idea to be told in a general way; a day it did not tell is declined there. Neither is left for the pages to show.
 */
export function dayNotSaidInTheIdea(story: Told, theme: string): DayFinding[] {
  const told = dayNotTold(story, theme).length === 0;
  const summary = story.idea.summary;
  const quoted = summary.includes(`"${theme.trim()}"`);
  const said = !told ? quoted && /could not/.test(summary) : story.idea.plot !== 'the-day' || (quoted && /in a general way|is really like/.test(summary) && !/could not/.test(summary));
  return said ? [] : [{ detector: 'day not said in the idea', detail: `"${theme}" ${told ? 'told' : 'not told'}: ${summary.slice(-160)}` }];
}

/** Days near water, roads, heights, fire or cooking. */
const RISKY = /\b(?:fish\w*|swim\w*|pool|pond|lake|river|sea|seaside|harbour|water|boat\w*|canal|paddl\w*|bus|road|town|market|shops?|bank|post office|car wash|cycl\w*|scooter|bike|climb\w*|wall|tower|lighthouse|cliffs?|hill|sledg\w*|bonfire|fire|campfire|barbecue|cook\w*|bak\w*|pizza|soup|pancakes|oven|toast\w*)\b/i;
const GROWN_UP_WORDS = /\b(?:grown-up|grown-ups|mum|mummy|dad|daddy|grandma|grandpa|grandad|granny|nana|nani|nonno|nonna|abuela|abuelo|papa|mama|auntie|uncle|teacher|coach|lifeguard)\b/i;

/** For readers under nine, a day near water, roads, heights, fire or cooking has a grown-up on its middle pages. */
export function noGrownUpAtARiskyDay(story: Told, theme: string, age: string, grownUps: readonly string[]): DayFinding[] {
  if (age === '9-12' || !RISKY.test(theme)) return [];
  const named = (text: string) => GROWN_UP_WORDS.test(text) || grownUps.some((name) => text.includes(name));
  const middle = story.pages.slice(1, -1).some((page) => named(page.text));
  return middle ? [] : [{ detector: 'no grown-up at a risky day', detail: `"${theme}" (${age})` }];
}

/**
 * A theme on the pages as the hero's make-believe ("loved to imagine rainbows") is said so in the idea, and is never
 * promised as an adventure to come ("Maybe blankie would be the next adventure.").
 */
export function dreamNotSaid(story: Told, theme: string): DayFinding[] {
  const phrase = theme.trim().toLowerCase();
  const lines = story.pages.flatMap((page) => page.text.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.toLowerCase().includes(phrase));
  const promised = lines.filter((sentence) => /next adventure/i.test(sentence)).map((sentence) => ({ detector: 'dream not said' as const, detail: `"${sentence}"` }));
  const dreamed = lines.some((sentence) => /\b(?:imagin\w*|dream\w*|draw \p{L}+ with)\b/iu.test(sentence));
  return [...promised, ...(dreamed && !/loves to imagine/.test(story.idea.summary) ? [{ detector: 'dream not said' as const, detail: `the idea does not say "${theme}" is only imagined` }] : [])];
}

/** Past forms a parent's verb takes that do not start as its -ing does ("making" → "made"). */
const IRREGULAR: Readonly<Record<string, string>> = { mak: 'made', go: 'went', tak: 'took', buy: 'bought', sell: 'sold', sew: 'sewn', build: 'built', catch: 'caught', do: 'did', swim: 'swam', ride: 'rode', dig: 'dug', draw: 'drew', grow: 'grew', knit: 'knit' };

/**
 * How often a book says the parent's whole phrase — the doing with all its words ("built a robot out of cardboard
 * boxes", "the trip to the post office"), in any form of its verb — rather than its thing said short ("the robot").
 */
export function wholePhraseCount(story: Pick<Told, 'pages'>, theme: string): number {
  const core = theme.replace(WITH_SOMEONE, '').trim().toLowerCase().replace(/^(?:scared of|a bit nervous about)\s+/, '');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const place = /^(?:(?:a|an|the|our|my)\s+)?(?:trip|visit|day|afternoon|morning|walk|going|visiting)\s+(?:to|at|in)?\s*(.+)$/.exec(core);
  const [verb = '', ...rest] = core.split(/\s+/);
  const article = '(?:(?:a|an|the|his|her|their|my|our|some)\\s+)?';
  const bare = (words: string) => escape(words.replace(/^(?:a|an|the|our|my|some)\s+/, ''));
  const stem = verb.replace(/ing$/, '').replace(/(.)\1$/, '$1');
  const pattern = place
    ? new RegExp(`\\b(?:trip|visit\\w*|day|afternoon|morning|walk|go\\w*|went|spen\\w*)\\s+(?:the\\s+(?:day|afternoon|morning)\\s+)?(?:(?:to|at|in)\\s+)?${article}${bare(place[1]!)}`, 'gi')
    : new RegExp(`\\b(?:${escape(stem)}\\w*${IRREGULAR[stem] ? `|${IRREGULAR[stem]}` : ''})\\s+${article}${bare(rest.join(' '))}`, 'gi');
  return story.pages.reduce((sum, page) => sum + (page.text.match(pattern)?.length ?? 0), 0);
}

/** The pages after the first that name a thing (its head word, or words: "robot", "post office|parcel"), so the day's steps are about it. */
export function pagesNaming(story: Pick<Told, 'pages'>, words: string): number {
  const pattern = new RegExp(`\\b(?:${words.split('|').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'i');
  return story.pages.slice(1).filter((page) => pattern.test(page.text)).length;
}
