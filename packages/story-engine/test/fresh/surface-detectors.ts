import type { Character, StoryPage } from '@studio/contracts/stories';
import { JOIN_IN_ASK } from '../../src/story/page-feeling';
import { SPECIES_IDS } from '@studio/species';
import { splitSentences } from '../../src/index';
import { nicknamesOf } from '../../src/cast/nickname';
import { companionsBrought } from '../../src/cast/met-child';
import { isCheer } from '../../src/plots/cheers';
import { escapeRegExp as escape } from '../../src/core/regex';

/**
 * Detectors of the surface defects a reader trips on (issue 28, round 6): a title used as a name, a small letter
 * after a full stop, a try's lift said twice, a gag on a page where something went wrong, someone called "she"
 * on a page that never named her, an idea that promises someone the pages leave out, and a child's own birthday
 * told as someone else's. Like `detectors.ts`, they read the pages and what the parent asked.
 */

export const SURFACE_DETECTORS = ['title as a name', 'small letter after a stop', 'lift said twice', 'gag on a low page', 'cheering at nothing', 'unnamed on the page', 'idea promises someone absent', 'birthday not the hero’s', 'said twice on a page', 'family met as a best friend'] as const;
export type SurfaceDetector = (typeof SURFACE_DETECTORS)[number];

export interface SurfaceFinding {
  detector: SurfaceDetector;
  detail: string;
}

export interface SurfaceStory {
  cast: readonly Character[];
  pages: readonly StoryPage[];
  summary: string;
  theme?: string;
}

const sentencesOf = (pages: readonly Pick<StoryPage, 'text'>[]) => pages.flatMap((page) => splitSentences(page.text));

/** "Mrs for short", "held Mrs's hand", "Sir and Mrs were all smiles": a title standing where a name belongs. */
export function titleAsName(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  return sentencesOf(story.pages)
    .filter((sentence) => /\b(?:Mrs|Mr|Ms|Miss|Dr|Sir|Lady|Auntie|Uncle)\b(?!\.? \p{Lu})/u.test(sentence))
    .map((sentence) => ({ detector: 'title as a name' as const, detail: `"${sentence}"` }));
}

/** "It was moving day. their whole house …": a sentence that starts small (a split line, a pronoun put in after it). */
export function smallLetterAfterStop(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  return story.pages.flatMap((page) =>
    [...page.text.matchAll(/(?<!\bT)[.!?] (\p{Ll}+)/gu)].map((match) => ({ detector: 'small letter after a stop' as const, detail: `page ${page.page_number}: "…${page.text.slice(Math.max(0, match.index - 30), match.index + 30)}…"` })),
  );
}

/** How a try left the hero, in the words a catalogue book says after it ("That helped, a little.", "But sharing was still hard."). */
const LIFT = /^(?:That helped, a little|It helped a little with .+|.+ felt a little more ready for .+|But .+ still felt big|Still, .+ tummy did a little flip|It was beginning to feel like .+|.+ smiled a small smile|But .+ was not going quite right yet|Something was still missing|It was not easy, not yet|But .+ was still hard|.+ loved .+ even more now|There was so much to learn about .+|But .+ could be tricky|That did not work out, not yet|.+ stood a little taller|.+ was not sure, not yet|.+ hummed a happy little tune|It was not quite right, not yet|.+ breathed out, slow and long|.+ did not feel better, not yet|.+ wanted to know everything now|It was harder than it looked)\.$/u;

/** The same lift twice in a book: a reader hears it as the stock line it is. */
export function liftSaidTwice(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  const lifts = sentencesOf(story.pages).filter((sentence) => LIFT.test(sentence));
  return [...new Set(lifts.filter((lift, index) => lifts.indexOf(lift) !== index))].map((lift) => ({ detector: 'lift said twice' as const, detail: `"${lift}"` }));
}

/** A line that says something went wrong or someone feels bad. */
const LOW = /\b(?:cried|sobbed|sighed|spoiled|give up|worse|wiped (?:his|her|their) eyes|too hard|nobody had time|tummy did a (?:little )?flip|still hard|not yet|splat|(?:was|were) gone!|lip began to wobble|scared|worried|no better)\b/i;
/** A gag or a cheer of the story's bright voice. */
const GAG = /\b(?:backwards|wiggl\w*|wibble|boing|bananas in pyjamas|raspberry|oops-a-daisy|splish|grumble, rumble|for no reason at all|on purpose|hopped on one leg|giggled happily|yay|hooray|ta-da|wow)\b|balanced [^.]* on (?:his|her|their|its) nose/i;

/** A gag or a cheer on a page whose own lines say something went wrong: the tone must follow the page's feeling. */
export function gagOnALowPage(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  return story.pages.flatMap((page) => {
    const lines = splitSentences(page.text);
    // A join-in refrain's "Not yet." is a game of waiting, not a low line.
    const low = lines.findIndex((line) => LOW.test(line) && !GAG.test(line) && !JOIN_IN_ASK.test(line));
    const gag = lines.findIndex((line, index) => index !== low && GAG.test(line) && !LOW.test(line));
    return low >= 0 && gag >= 0 ? [{ detector: 'gag on a low page' as const, detail: `page ${page.page_number}: "${page.text}"` }] : [];
  });
}

/** "You can do it, Mia!" or "Be brave" under a page where nothing is hard: no worry, no question, nothing gone wrong. */
export function cheeringAtNothing(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  return story.pages.flatMap((page) => {
    const lines = splitSentences(page.text);
    const cheer = lines.findIndex((line) => /^(?:Be brave, be brave|Little steps)\b/.test(line) || isCheer(line));
    if (cheer < 0) return [];
    // Something to face: a worry said aloud, a question, a try or a fear.
    const facing = lines.slice(0, cheer).some((line) => LOW.test(line) || /[?"]|\b(?:but|froze|afraid|scared|dark|noise|stayed put|nervous|shy|hid|wriggled|tried|tore|stopped|waited|dug|rang|helped|kept|fell|spilled|smudged|worry|alone|stamped|stepped back)\b/i.test(line));
    return facing ? [] : [{ detector: 'cheering at nothing' as const, detail: `page ${page.page_number}: "${page.text}"` }];
  });
}

/** Words that name someone a pronoun can stand for although they are not in the cast: "the nurse", "a robin". */
const SOMEONE = new RegExp(`\\b(?:the|a|an|another|his|her|their)\\s+(?:[\\p{L}-]+\\s+)?(?:${[...SPECIES_IDS, 'man', 'woman', 'lady', 'girl', 'boy', 'baby', 'child', 'driver', 'nurse', 'dentist', 'doctor', 'teacher', 'guide', 'keeper', 'farmer', 'grown-up', 'mum', 'dad', 'mother', 'father', 'sister', 'brother', 'friend', 'barber', 'hairdresser', 'pilot', 'captain', 'bride', 'groom', 'guest', 'neighbour', 'seagull', 'robin', 'pigeon', 'duckling', 'chick', 'creature', 'critter'].join('|')})s?\\b`, 'iu');

const GENDERED = { he: /\b(?:he|him|his)\b/i, she: /\b(?:she|her|hers)\b/i } as const;

/**
 * A "he" or "she" on a page before anyone of that pronoun is named on it, when the hero is not that pronoun:
 * "He was her best friend." on Salma's page, "She spent the day with him." with Grandpa named only pages ago.
 * Quotations are left out (a speaker may say "he" of anyone).
 */
export function unnamedOnThePage(story: Pick<SurfaceStory, 'pages' | 'cast'>): SurfaceFinding[] {
  const hero = story.cast[0];
  if (!hero) return [];
  const nicknames = nicknamesOf(story.cast);
  const callsOf = (member: Pick<Character, 'name'>) => [member.name, nicknames.get(member.name)].filter((call): call is string => call !== undefined).map((call) => new RegExp(`\\b${escape(call)}\\b`, 'u'));
  // The friend, Mum or Dad the engine brings to a child alone is on the pages by name, and not in the idea's cast.
  const brought = companionsBrought().filter((member) => !story.cast.some((given) => given.name === member.name));
  return story.pages.flatMap((page) => {
    let said = '';
    for (const sentence of splitSentences(page.text)) {
      const told = sentence.replace(/"[^"]*"/g, (quoted) => ' '.repeat(quoted.length));
      for (const pronoun of ['he', 'she'] as const) {
        if (hero.pronoun === pronoun || !GENDERED[pronoun].test(told)) continue;
        // A name said in a quotation ("Goodnight, Shadow," he said) names them too.
        const before = `${said} ${sentence.slice(0, told.search(GENDERED[pronoun]))}`;
        const named = [...story.cast, ...brought].some((member) => member.pronoun === pronoun && callsOf(member).some((call) => call.test(before))) || SOMEONE.test(before);
        if (!named) return [{ detector: 'unnamed on the page' as const, detail: `page ${page.page_number}: "${sentence}"` }];
      }
      said += ` ${sentence}`;
    }
    return [];
  });
}

/** "Grandpa and Shadow the bear come along too" in the idea, and Grandpa on no page. */
export function ideaPromisesSomeoneAbsent(story: Pick<SurfaceStory, 'pages' | 'cast' | 'summary'>): SurfaceFinding[] {
  const nicknames = nicknamesOf(story.cast);
  return story.cast.flatMap((member) => {
    if (!new RegExp(`\\b${escape(member.name)}\\b`, 'u').test(story.summary)) return [];
    // "Bramble the bunny stays at home" says the pet is not on the pages: no promise.
    if (new RegExp(`\\b${escape(member.name)}\\b(?:(?!\\balong\\b)[^.,])*\\bstays? at home\\b`, 'u').test(story.summary)) return [];
    const calls = [member.name, nicknames.get(member.name)].filter((call): call is string => call !== undefined);
    const on = story.pages.filter((page) => calls.some((call) => new RegExp(`\\b${escape(call)}\\b`, 'u').test(page.text))).length;
    return on > 0 ? [] : [{ detector: 'idea promises someone absent' as const, detail: `${member.name}: ${story.summary}` }];
  });
}

/** A theme that says the birthday is the child's own: "my 5th birthday", "turning four", "her birthday". */
export const OWN_BIRTHDAY = /\b(?:my|our|his|her|their)\s+(?:(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|big|special)\s+)?birthday\b|\b\d+(?:st|nd|rd|th)\s+birthday\b|\bturning\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i;

/** A child's own birthday (by the parent's words) told on the pages or in the idea as someone else's party. */
export function birthdayNotTheHeros(story: Pick<SurfaceStory, 'pages' | 'cast' | 'summary' | 'theme'>): SurfaceFinding[] {
  const hero = story.cast[0];
  if (!hero || !OWN_BIRTHDAY.test(story.theme ?? '')) return [];
  const others = story.cast.slice(1).map((member) => escape(member.name));
  if (others.length === 0) return [];
  const someoneElses = new RegExp(`\\b(?:${others.join('|')})(?:'s|')\\s+(?:birthday|party)\\b`, 'u');
  const where = [story.summary, ...story.pages.map((page) => page.text)].find((text) => someoneElses.test(text));
  return where ? [{ detector: 'birthday not the hero’s' as const, detail: `"${story.theme}" told as "${someoneElses.exec(where)?.[0]}"` }] : [];
}

/** "Greta loved bugs." on the page that goes on to say "Greta loved bugs, and had a magnifying glass ready.". */
export function saidTwiceOnAPage(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  return story.pages.flatMap((page) => {
    const said = splitSentences(page.text).map((sentence) => sentence.replace(/[.!]$/, ''));
    return said
      .filter((short, index) => said.some((other, at) => at !== index && other.length > short.length && other.startsWith(short) && /^(?:, | and )/.test(other.slice(short.length))))
      .map((short) => ({ detector: 'said twice on a page' as const, detail: `page ${page.page_number}: "${short}."` }));
  });
}

const KIN_WORD = 'brother|sister|twin|cousin';

/** "Chidi was Ife's best friend." in a book that says "Chidi was her twin brother.": family met as a friend. */
export function familyMetAsABestFriend(story: Pick<SurfaceStory, 'pages'>): SurfaceFinding[] {
  const text = story.pages.map((page) => page.text).join(' ');
  const friends = [...text.matchAll(/\b(\p{Lu}\p{L}+) was \p{Lu}\p{L}+['’]s best friend\b|\b\p{Lu}\p{L}+['’]s best friend was (\p{Lu}\p{L}+)/gu)].map((match) => match[1] ?? match[2] ?? '');
  return friends
    .filter((name) => new RegExp(`\\b${escape(name)} was (?:\\p{Lu}\\p{L}+['’]s|his|her|their) (?:\\p{L}+ )?(?:${KIN_WORD})\\b`, 'u').test(text))
    .map((name) => ({ detector: 'family met as a best friend' as const, detail: name }));
}

/** Every surface detector over one story. */
export function detectSurface(story: SurfaceStory): SurfaceFinding[] {
  return [
    ...titleAsName(story), ...smallLetterAfterStop(story), ...liftSaidTwice(story), ...gagOnALowPage(story), ...cheeringAtNothing(story),
    ...unnamedOnThePage(story), ...ideaPromisesSomeoneAbsent(story), ...birthdayNotTheHeros(story), ...saidTwiceOnAPage(story), ...familyMetAsABestFriend(story),
  ];
}
