import type { StoryPage } from '@studio/contracts/stories';
import { SPECIES_IDS } from '@studio/species';
import { splitSentences } from '../../src/index';

/**
 * Detectors of what makes a book for the youngest (0-2, 3-5) read like a stock book (issue 28, round 12): cheers and
 * gasps at nothing, a mouse who talks in a life-moment book, one-line pages in a long book, two mornings.
 */
export const YOUNG_DETECTORS = ['stock echo', 'friend echoes twice', 'exclamation said twice', 'mood words crowd', 'creature talks', 'creature with hands', 'one-line page in a long book', 'thin page in a long book', 'morning twice', 'long toddler sentence'] as const;
export type YoungDetector = (typeof YOUNG_DETECTORS)[number];

export interface YoungFinding {
  detector: YoungDetector;
  detail: string;
}

export interface YoungStory {
  age: string;
  length: string;
  pages: readonly Pick<StoryPage, 'page_number' | 'text'>[];
}

const sentencesOf = (story: YoungStory) => story.pages.flatMap((page) => splitSentences(page.text));

/** A friend's stock word to the hero by name: "Three cheers for Nia!" called the mouse, "Wow, Theo!" said Dad. */
const ECHO = /^"(?:Hooray for|Yay|Three cheers for|Go|Oh no|Uh-oh|Oh dear|Never mind|Look|Ooh|Wow|See that|Shh),? [^"]*[!?,]" (?:said|cheered|called|whispered)\b/u;
/** The stock one-word gasps and cheers under a picture, said of nothing in particular. */
const MOOD_WORD = /^(?:Yay!|Whoop!|Wow!|Whee!|Ooh[!.]|Ahh\.|Mmm\.|Look!|See\?|Ooh, look!|Oh dear\.|Oh no\.|Eek!|Yikes!|Ta-da!|Done[!.]|There[!.]|Shh\.|Hush\.|Oh!|Ah!|Gosh!|Hmm\.)$/u;
/** A short exclamation: "One more book!", "Stomp, stomp!" (a refrain is said again on purpose and is not one). */
const SHORT_EXCLAMATION = /^[^"]{1,25}!$/u;

const CREATURES = SPECIES_IDS.join('|');
/** An unnamed creature of the page given words: `said the mouse`, `the mouse whispered`, `"…" the robin said`. */
const CREATURE_SPEAKS = new RegExp(`\\b(?:said|called|cheered|whispered|asked|squeaked|chirped) the (?:${CREATURES})\\b|\\bthe (?:${CREATURES}) (?:said|whispered|called|cheered|asked)\\b`, 'iu');
/** A creature acting with hands it has not got. */
const CREATURE_HANDS = new RegExp(`\\bthe (?:${CREATURES}) (?:crossed (?:its|his|her|their) fingers|clapped|gave [^.]* a thumbs-up|waved (?:its|his|her|their) hand)`, 'iu');

const MORNING = /\b(?:In the morning|The next morning|Next morning|One morning|That morning|In the morning light)\b|\bwoke up\b/u;

/** Words a sentence for a toddler should stay under when read aloud in one breath. */
export const TODDLER_BREATH = 14;

export function stockEcho(story: YoungStory): YoungFinding[] {
  const echoes = sentencesOf(story).filter((sentence) => ECHO.test(sentence));
  const stock = echoes.filter((echo) => /Three cheers/u.test(echo)).map((echo) => ({ detector: 'stock echo' as const, detail: echo }));
  return [...stock, ...(echoes.length > 1 ? [{ detector: 'friend echoes twice' as const, detail: echoes.join(' | ') }] : [])];
}

export function exclamationSaidTwice(story: YoungStory): YoungFinding[] {
  const short = sentencesOf(story).filter((sentence) => SHORT_EXCLAMATION.test(sentence) || MOOD_WORD.test(sentence));
  const twice = [...new Set(short.filter((line, index) => short.indexOf(line) !== index))];
  return twice.map((line) => ({ detector: 'exclamation said twice' as const, detail: line }));
}

/** More than one stock gasp or cheer under the pictures of one book. */
export function moodWordsCrowd(story: YoungStory): YoungFinding[] {
  const words = sentencesOf(story).filter((sentence) => MOOD_WORD.test(sentence));
  return words.length > 1 ? [{ detector: 'mood words crowd', detail: words.join(' ') }] : [];
}

export function creatureActsAPerson(story: YoungStory): YoungFinding[] {
  return sentencesOf(story).flatMap((sentence) => [
    ...(CREATURE_SPEAKS.test(sentence) ? [{ detector: 'creature talks' as const, detail: sentence }] : []),
    ...(CREATURE_HANDS.test(sentence) ? [{ detector: 'creature with hands' as const, detail: sentence }] : []),
  ]);
}

/** Words at most of a one-sentence page that is thin, not only short: "The box fell.", "They waited." */
const THIN = 8;

/** A page of a long 3-5 book (not the last) that is one sentence; a thin one too when that sentence is short. */
export function oneLinePages(story: YoungStory): YoungFinding[] {
  if (story.age !== '3-5' || story.length !== 'long') return [];
  return story.pages.slice(0, -1).filter((page) => splitSentences(page.text).length === 1).flatMap((page) => [
    { detector: 'one-line page in a long book' as const, detail: `page ${page.page_number}: ${page.text}` },
    ...(page.text.split(/\s+/).length <= THIN ? [{ detector: 'thin page in a long book' as const, detail: `page ${page.page_number}: ${page.text}` }] : []),
  ]);
}

/** Two pages that each start a morning. */
export function morningTwice(story: YoungStory): YoungFinding[] {
  const mornings = story.pages.filter((page) => MORNING.test(page.text));
  return mornings.length > 1 ? [{ detector: 'morning twice', detail: mornings.map((page) => `${page.page_number}: ${page.text}`).join(' | ') }] : [];
}

/** A sentence of a 0-2 book too long to read to a toddler in one breath. */
export function longToddlerSentence(story: YoungStory): YoungFinding[] {
  if (story.age !== '0-2') return [];
  return sentencesOf(story).filter((sentence) => sentence.split(/\s+/).length > TODDLER_BREATH).map((sentence) => ({ detector: 'long toddler sentence' as const, detail: sentence }));
}

export function detectYoung(story: YoungStory): YoungFinding[] {
  return [...stockEcho(story), ...exclamationSaidTwice(story), ...moodWordsCrowd(story), ...creatureActsAPerson(story), ...oneLinePages(story), ...morningTwice(story), ...longToddlerSentence(story)];
}
