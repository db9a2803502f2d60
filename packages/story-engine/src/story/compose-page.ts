import { capitalize } from '../core/text';
import type { AgeStyle } from './age-style';
import { preferPronouns, pronounsAfterFirstMention } from './prefer-pronouns';
import { splitCompounds } from './split-compounds';
import type { PageExtras } from './page-extras';
import type { PlannedPage } from './plan-pages';
import type { StoryContext } from './story-context';

export interface PagePosition {
  index: number;
  total: number;
}

/** Turns a planned page into its sentences for one reading level. */
export function composePage(ctx: StoryContext, planned: PlannedPage, position: PagePosition, style: AgeStyle, extras: PageExtras): string[] {
  const { plan, beat } = planned;
  const isLastPage = position.index === position.total - 1;
  const ownLines = [...plan.core, ...openingExtras(ctx, position.index)];
  const isTooLong = ownLines.length > style.maxCoreSentences;
  // The closing line is kept even when a short style cuts the page.
  const core = isTooLong && isLastPage ? [...ownLines.slice(0, style.maxCoreSentences - 1), ...ownLines.slice(-1)] : ownLines.slice(0, style.maxCoreSentences);
  const more = plan.more.slice(0, style.moreCount);
  const nth = position.index + 1;
  const isDue = (every: number) => every > 0 && nth % every === 0;

  let lines: string[];
  if (isLastPage) {
    // The last page ends on the line that lands the lesson.
    lines = [...core.slice(0, -1), ...more, ...core.slice(-1)];
  } else {
    lines = [...core, ...more];
    if (isDue(style.detailEvery)) lines.push(extras.detail());
    if (style.thoughts && (beat === 'rising problem' || beat === 'turning point')) lines.push(extras.thought());
    const flourish = isDue(style.flourishEvery) ? extras.flourish() : undefined;
    if (flourish) lines.push(flourish);
    if (isDue(style.echoEvery)) lines.push(extras.echo(beat));
    if (isDue(style.refrainEvery) && beat !== 'closing') lines.push(extras.refrain);
  }
  const sentences = lines.map(capitalize).flatMap((sentence) => (style.splitCompounds ? splitCompounds(sentence, (part) => isDistinctive(part, ctx)) : [sentence]));
  const joined = style.joinSentences ? joinPairs(sentences, ctx.cast.map((member) => member.name)) : sentences;
  const shaped = pronounsAfterFirstMention(joined, ctx.cast, (sentence) => isDistinctive(sentence, ctx));
  return style.pronounsForRepeats ? shaped.map((sentence) => preferPronouns(sentence, ctx.hero)) : shaped;
}

/** The parent's theme on the first page and a requested prop on the second. */
function openingExtras(ctx: StoryContext, index: number): string[] {
  if (index === 0 && ctx.theme) return [`${ctx.hero.name} loved anything to do with ${ctx.theme}.`];
  if (index === 1 && ctx.prop) return [`${ctx.hero.name} brought along ${ctx.prop}, just in case.`];
  return [];
}

/** Sentences opening like this would read oddly after ", and". */
const NO_JOIN_START = /^(?:And|But|Or|So|Yes|No)\b/;
const MAX_JOINED_WORDS = 30;

/** "Mia found a map. It showed a shell." → "Mia found a map, and it showed a shell." — every other pair. */
function joinPairs(sentences: string[], names: readonly string[]): string[] {
  const keepsCapital = (sentence: string) => /^I\b/.test(sentence) || names.some((name) => sentence.startsWith(`${name} `) || sentence.startsWith(`${name}'`));
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

const isPlainStatement = (sentence: string) => sentence.endsWith('.') && !/["“”:;]/.test(sentence) && !/, and /.test(sentence);
const wordCount = (sentence: string) => sentence.split(/\s+/).length;

/** Whether a sentence still names something particular to this story: a character, place, thing or treat. */
function isDistinctive(sentence: string, ctx: StoryContext): boolean {
  const particulars = [...ctx.cast.map((member) => member.name), ctx.treasure, ctx.critter, ctx.set.treat, ctx.pal.kit.noun, ...ctx.set.landmarks];
  return particulars.some((particular) => sentence.includes(particular));
}
