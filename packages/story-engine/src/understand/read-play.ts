import type { DayReading } from './read-day';
import { playSortOf } from '../plots/play-sorts';

/**
 * Play named the way parents say it, with no thing to hold: "playing shops", "playing doctors", "banging pots and pans
 * with a wooden spoon". The doing reader leaves these unread (the tagger takes "shops" for a verb, "pans" for the doing's
 * end), so they fell to the quiet fall-back with no play on any page. Read only when the words name a play the sorts
 * know (`plots/play-sorts.ts`), which then tells it in its own steps.
 */
const PLAY_VERBS: Record<string, readonly [string, string]> = {
  playing: ['play', 'played'], banging: ['bang', 'banged'], shaking: ['shake', 'shook'], pretending: ['pretend', 'pretended'],
  dressing: ['dress', 'dressed'], having: ['have', 'had'], drumming: ['drum', 'drummed'],
};

export function playDayIn(text: string): DayReading | undefined {
  const [gerund = '', ...rest] = text.trim().split(/\s+/);
  const forms = PLAY_VERBS[gerund.toLowerCase()];
  if (!forms || rest.length === 0 || rest.length > 8 || !playSortOf(text)) return undefined;
  // "with my little brother": the hero's own, as the doing reader says it.
  const after = rest.join(' ').replace(/\b(?:my|our)\b/gi, '{his}');
  return { doing: `${gerund.toLowerCase()} ${after}`, todo: `${forms[0]} ${after}`, did: `${forms[1]} ${after}`, name: `${gerund.toLowerCase()} ${after}`, kind: 'doing' };
}
