import type { StoryIdea, StoryPage } from '@studio/contracts/stories';

/**
 * Detectors for a day the parent names and for what the notes say (issue 28, round 7), judged from the page text and
 * what the parent typed, never from the engine's choices: an event told only as a frame around another story, a
 * contest whose outcome the theme gave turned round, a worry in the notes that no page meets, a fact in the notes
 * that neither a page nor the idea mentions, and a pet or person the notes name who never appears.
 */

export interface EventFinding {
  detector: 'event as a frame' | 'outcome turned round' | 'worry not met' | 'note dropped' | 'named one missing';
  detail: string;
}

interface Told {
  pages: readonly Pick<StoryPage, 'text'>[];
  idea: Pick<StoryIdea, 'summary'>;
}

/**
 * The event a parent named is only a frame when its own words (`about`: "judges", "tri-fold", "science fair") are on
 * none of the middle pages: the first and last page name it around something else.
 */
export function eventAsAFrame(story: Told, about: RegExp): EventFinding[] {
  const middle = story.pages.slice(1, -1).filter((page) => about.test(page.text)).length;
  const needed = Math.min(3, Math.max(1, Math.floor(story.pages.length / 4)));
  return middle < needed ? [{ detector: 'event as a frame', detail: `${middle} middle pages of ${story.pages.length} tell it` }] : [];
}

const LOST = /\b(?:com(?:e|ing) last|came last|los(?:e|t|ing)|not win(?:ning)?|didn't win|did not win|not (?:getting|get) (?:in|into|picked))\b/i;
const WON = /\b(?:win|won|winning|came first|coming first|first place)\b/i;
/** Pages that give the hero the prize. */
const PRIZE = /\b(?:won|came first|first place|first-place|gold (?:medal|ribbon)|trophy|champion|last one standing)\b/i;
/** Pages that say it did not go the hero's way. */
const NOT_WON = /\b(?:last|lost|did not win|didn't win|without (?:a|the) (?:prize|medal|place)|not on the list|not this time|other team had won|went out)\b/i;

/** A theme that says how a contest ended ("coming last in sports day") is told that way, never turned round. */
export function outcomeTurnedRound(story: Told, theme: string): EventFinding[] {
  const text = story.pages.map((page) => page.text).join(' ');
  if (LOST.test(theme) && (PRIZE.test(text) || !NOT_WON.test(text))) return [{ detector: 'outcome turned round', detail: `"${theme}" told without the loss` }];
  if (!LOST.test(theme) && WON.test(theme) && !PRIZE.test(text)) return [{ detector: 'outcome turned round', detail: `"${theme}" told without the win` }];
  return [];
}

/** A worry's own words: "worried other kids will laugh at his glasses" → laugh, glasses. */
const WORRY = /\b(?:worried|scared|afraid|nervous|anxious|frightened|terrified|worries)\b(?:\s+(?:that|of|about|to))?\s+(.+)$/i;
const SMALL = new Set(['will', 'would', 'can', 'could', 'cannot', 'that', 'the', 'his', 'her', 'their', 'she', 'he', 'they', 'them', 'him', 'other', 'about', 'some', 'when', 'what', 'with', 'from', 'into', 'does', 'not', 'ask', 'being', 'getting', 'going']);
const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}']+/u).filter((word) => word.length > 3 && !SMALL.has(word));

/** Whether `text` says most of `words` (by their first five letters, so "laugh" finds "laughed"). */
const says = (text: string, words: readonly string[]) => {
  const lower = text.toLowerCase();
  return words.filter((word) => lower.includes(word.slice(0, 5))).length >= Math.min(2, words.length);
};

/** A worry in the notes is said early and met again later in the book (at the turn, or after it), or the idea says it is left out. */
export function worryNotMet(story: Told, notes: string): EventFinding[] {
  const worry = notes.split(/(?<=[.!?;])\s+|\n+/).map((sentence) => WORRY.exec(sentence)?.[1]).find((rest) => rest !== undefined);
  if (!worry) return [];
  const words = wordsOf(worry);
  if (words.length === 0 || says(story.idea.summary, words)) return [];
  const at = story.pages.map((page, index) => (says(page.text, words) ? index : -1)).filter((index) => index >= 0);
  const half = story.pages.length / 2;
  return at.length >= 2 && at.some((index) => index >= half - 1) ? [] : [{ detector: 'worry not met', detail: `"${worry}" on pages ${at.map((index) => index + 1).join(', ') || 'none'}` }];
}

/**
 * Each statement of the notes about the child or the family ("she just moved from Japan", "his dad is in the army") is
 * on a page, or quoted in the idea as not placed: never silently dropped.
 */
export function noteDropped(story: Told, notes: string, heroName: string): EventFinding[] {
  const about = new RegExp(`^(?:she|he|they|we|our|her|his|their|${heroName})\\b`, 'i');
  const text = story.pages.map((page) => page.text).join(' ');
  // A sentence that names a pet or a person is theirs to check (`namedOneMissing`).
  return notes.split(/(?<=[.!?;])\s+|\n+/).map((sentence) => sentence.trim().replace(/[.!]+$/, '')).filter((sentence) => about.test(sentence) && !/\bplease\b|\?$/i.test(sentence) && namesIn(sentence).length === 0)
    .filter((sentence) => !says(text, wordsOf(sentence)) && !story.idea.summary.includes(sentence))
    .map((sentence) => ({ detector: 'note dropped' as const, detail: `"${sentence}"` }));
}

/** A pet or person the notes name ("a new puppy called Biscuit") is on the pages, or the idea says why not. */
/** The names of pets and people a sentence gives: "a puppy called Biscuit", "our cat Pickle", "her little brother Sam". */
const namesIn = (text: string) => [...text.matchAll(/\b(?:called|named|cat|dog|puppy|kitten|bunny|rabbit|hamster|brother|sister|cousin)\s+(\p{Lu}[\p{L}'-]+)/gu)].map((match) => match[1]!);

export function namedOneMissing(story: Told, notes: string): EventFinding[] {
  const named = namesIn(notes);
  const text = story.pages.map((page) => page.text).join(' ');
  return named.filter((name) => !text.includes(name) && !story.idea.summary.includes(name)).map((name) => ({ detector: 'named one missing' as const, detail: name }));
}
